import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Dutch (the frame's and the modal's vocabulary). */
const nl: ServerTable = {
  'otp.subject': 'Je Latchkey-inlogcode: {code}',
  'otp.body':
    'Je inlogcode is {code}. Hij werkt één keer, {minutes} minuten lang.\n\nHeb je hem niet aangevraagd, negeer deze mail dan: zonder de code kan niemand inloggen.',
  'device.subject': 'Keur een nieuw apparaat goed voor je Latchkey-wallet',
  'device.body':
    'Iemand logt in op je wallet vanaf een nieuw apparaat. Ben jij het, open dan deze link om het goed te keuren:\n\n{link}\n\nGa daarna terug naar de app: er volgt een inlogcode. Was jij het niet, negeer deze mail dan.',
  'updateOld.subject': 'Bevestig de wijziging van je Latchkey-e-mail: {code}',
  'updateOld.body':
    'Iemand heeft gevraagd het e-mailadres van je wallet te wijzigen in {email}. Ben jij het, dan is de code {code}. Hij werkt één keer, {minutes} minuten lang.\n\nWas jij het niet, negeer deze mail dan: zonder de code verandert er niets.',
  'updateNew.subject': 'Bevestig je nieuwe Latchkey-e-mail: {code}',
  'updateNew.body':
    'Je code om dit adres het e-mailadres van je wallet te maken is {code}. Hij werkt één keer, {minutes} minuten lang.\n\nHeb je hem niet aangevraagd, negeer deze mail dan.',
  'page.deviceApproved': 'Apparaat goedgekeurd',
  'page.deviceApprovedBody': 'Ga terug naar de app: je inlogcode is onderweg.',
  'page.linkInvalid': 'Deze link is niet meer geldig',
  'page.linkInvalidBody': 'Begin opnieuw met inloggen in de app om een nieuwe link te krijgen.',
  'page.loginInvalid': 'Deze login is niet meer geldig',
  'page.loginInvalidBody': 'Sluit dit venster en begin opnieuw.',
  'page.loggingIn': 'Bezig met inloggen',
  'page.loggingInBody':
    'Het inloggen wordt afgerond… je kunt dit venster sluiten als het open blijft.',
}

export default nl
