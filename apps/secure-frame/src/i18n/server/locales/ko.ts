import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Korean (the frame's and the modal's vocabulary). */
const ko: ServerTable = {
  'otp.subject': 'Latchkey 로그인 코드: {code}',
  'otp.body':
    '로그인 코드는 {code}입니다. {minutes}분 동안 한 번만 사용할 수 있습니다.\n\n요청하지 않았다면 이 메일을 무시하세요. 코드 없이는 아무도 로그인할 수 없습니다.',
  'device.subject': 'Latchkey 지갑의 새 기기 승인',
  'device.body':
    '새 기기에서 지갑에 로그인하려는 시도가 있습니다. 본인이라면 이 링크를 열어 승인하세요:\n\n{link}\n\n그런 다음 앱으로 돌아가세요. 로그인 코드가 곧 옵니다. 본인이 아니라면 이 메일을 무시하세요.',
  'updateOld.subject': 'Latchkey 이메일 변경 확인: {code}',
  'updateOld.body':
    '지갑의 이메일 주소를 {email}(으)로 옮겨 달라는 요청이 있었습니다. 본인이라면 코드는 {code}입니다. {minutes}분 동안 한 번만 사용할 수 있습니다.\n\n본인이 아니라면 이 메일을 무시하세요. 코드 없이는 아무것도 바뀌지 않습니다.',
  'updateNew.subject': '새 Latchkey 이메일 확인: {code}',
  'updateNew.body':
    '이 주소를 지갑의 이메일로 만드는 코드는 {code}입니다. {minutes}분 동안 한 번만 사용할 수 있습니다.\n\n요청하지 않았다면 이 메일을 무시하세요.',
  'page.deviceApproved': '기기 승인됨',
  'page.deviceApprovedBody': '앱으로 돌아가세요. 로그인 코드를 보내고 있습니다.',
  'page.linkInvalid': '이 링크는 더 이상 유효하지 않습니다',
  'page.linkInvalidBody': '새 링크를 받으려면 앱에서 로그인을 다시 시작하세요.',
  'page.loginInvalid': '이 로그인은 더 이상 유효하지 않습니다',
  'page.loginInvalidBody': '이 창을 닫고 다시 시작하세요.',
  'page.loggingIn': '로그인 중',
  'page.loggingInBody': '로그인을 마무리하는 중… 이 창이 열려 있으면 닫아도 됩니다.',
}

export default ko
