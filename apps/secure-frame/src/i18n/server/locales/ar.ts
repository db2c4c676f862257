import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Arabic (the frame's and the modal's vocabulary). */
const ar: ServerTable = {
  'otp.subject': 'رمز تسجيل الدخول إلى Latchkey: {code}',
  'otp.body':
    'رمز تسجيل الدخول هو {code}. يعمل مرة واحدة لمدة {minutes} دقائق.\n\nإذا لم تطلبه فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول دون الرمز.',
  'device.subject': 'وافق على جهاز جديد لمحفظة Latchkey',
  'device.body':
    'يحاول شخص ما تسجيل الدخول إلى محفظتك من جهاز جديد. إذا كنت أنت، فافتح هذا الرابط للموافقة عليه:\n\n{link}\n\nثم عد إلى التطبيق: سيصلك رمز تسجيل الدخول. إذا لم تكن أنت، فتجاهل هذه الرسالة.',
  'updateOld.subject': 'أكّد تغيير بريدك في Latchkey: {code}',
  'updateOld.body':
    'طلب شخص ما نقل عنوان بريد محفظتك إلى {email}. إذا كنت أنت، فالرمز هو {code}. يعمل مرة واحدة لمدة {minutes} دقائق.\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: لا يتغير شيء دون الرمز.',
  'updateNew.subject': 'أكّد بريدك الجديد في Latchkey: {code}',
  'updateNew.body':
    'رمزك لجعل هذا العنوان بريد محفظتك هو {code}. يعمل مرة واحدة لمدة {minutes} دقائق.\n\nإذا لم تطلبه فتجاهل هذه الرسالة.',
  'page.deviceApproved': 'تمت الموافقة على الجهاز',
  'page.deviceApprovedBody': 'عد إلى التطبيق: رمز تسجيل الدخول في الطريق.',
  'page.linkInvalid': 'لم يعد هذا الرابط صالحًا',
  'page.linkInvalidBody': 'ابدأ تسجيل الدخول من جديد في التطبيق لتحصل على رابط جديد.',
  'page.loginInvalid': 'لم يعد تسجيل الدخول هذا صالحًا',
  'page.loginInvalidBody': 'أغلق هذه النافذة وابدأ من جديد.',
  'page.loggingIn': 'جارٍ تسجيل الدخول',
  'page.loggingInBody': 'جارٍ إنهاء تسجيل الدخول… يمكنك إغلاق هذه النافذة إذا بقيت مفتوحة.',
}

export default ar
