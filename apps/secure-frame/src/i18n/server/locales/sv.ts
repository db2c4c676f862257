import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Swedish (the frame's and the modal's vocabulary). */
const sv: ServerTable = {
  'otp.subject': 'Din inloggningskod för Latchkey: {code}',
  'otp.body':
    'Din inloggningskod är {code}. Den fungerar en gång, i {minutes} minuter.\n\nOm du inte bad om den kan du ignorera det här mejlet: ingen kan logga in utan koden.',
  'device.subject': 'Godkänn en ny enhet för din Latchkey-plånbok',
  'device.body':
    'Någon loggar in i din plånbok från en ny enhet. Om det är du, öppna den här länken för att godkänna den:\n\n{link}\n\nGå sedan tillbaka till appen: en inloggningskod kommer. Om det inte var du kan du ignorera det här mejlet.',
  'updateOld.subject': 'Bekräfta bytet av din Latchkey-e-post: {code}',
  'updateOld.body':
    'Någon bad om att flytta din plånboks e-postadress till {email}. Om det är du är koden {code}. Den fungerar en gång, i {minutes} minuter.\n\nOm det inte var du kan du ignorera det här mejlet: inget ändras utan koden.',
  'updateNew.subject': 'Bekräfta din nya Latchkey-e-post: {code}',
  'updateNew.body':
    'Din kod för att göra den här adressen till din plånboks e-post är {code}. Den fungerar en gång, i {minutes} minuter.\n\nOm du inte bad om den kan du ignorera det här mejlet.',
  'page.deviceApproved': 'Enheten är godkänd',
  'page.deviceApprovedBody': 'Gå tillbaka till appen: din inloggningskod är på väg.',
  'page.linkInvalid': 'Den här länken gäller inte längre',
  'page.linkInvalidBody': 'Börja om inloggningen i appen för att få en ny länk.',
  'page.loginInvalid': 'Den här inloggningen gäller inte längre',
  'page.loginInvalidBody': 'Stäng det här fönstret och börja om.',
  'page.loggingIn': 'Loggar in',
  'page.loggingInBody': 'Slutför inloggningen… du kan stänga fönstret om det förblir öppet.',
}

export default sv
