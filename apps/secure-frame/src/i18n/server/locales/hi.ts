import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Hindi (the frame's and the modal's vocabulary). */
const hi: ServerTable = {
  'otp.subject': 'आपका Latchkey लॉगिन कोड: {code}',
  'otp.body':
    'आपका लॉगिन कोड {code} है। यह {minutes} मिनट तक, एक बार काम करता है।\n\nअगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: कोड के बिना कोई लॉगिन नहीं कर सकता।',
  'device.subject': 'अपने Latchkey वॉलेट के लिए नया डिवाइस स्वीकृत करें',
  'device.body':
    'कोई नए डिवाइस से आपके वॉलेट में लॉगिन कर रहा है। अगर यह आप हैं, तो स्वीकृत करने के लिए यह लिंक खोलें:\n\n{link}\n\nफिर ऐप पर लौटें: लॉगिन कोड आएगा। अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें।',
  'updateOld.subject': 'अपने Latchkey ईमेल का बदलाव पक्का करें: {code}',
  'updateOld.body':
    'किसी ने आपके वॉलेट का ईमेल पता {email} पर ले जाने को कहा है। अगर यह आप हैं, तो कोड {code} है। यह {minutes} मिनट तक, एक बार काम करता है।\n\nअगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कोड के बिना कुछ नहीं बदलता।',
  'updateNew.subject': 'अपना नया Latchkey ईमेल पक्का करें: {code}',
  'updateNew.body':
    'इस पते को अपने वॉलेट का ईमेल बनाने का आपका कोड {code} है। यह {minutes} मिनट तक, एक बार काम करता है।\n\nअगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें।',
  'page.deviceApproved': 'डिवाइस स्वीकृत हुआ',
  'page.deviceApprovedBody': 'ऐप पर लौटें: आपका लॉगिन कोड आ रहा है।',
  'page.linkInvalid': 'यह लिंक अब मान्य नहीं है',
  'page.linkInvalidBody': 'नया लिंक पाने के लिए ऐप में फिर से लॉगिन शुरू करें।',
  'page.loginInvalid': 'यह लॉगिन अब मान्य नहीं है',
  'page.loginInvalidBody': 'यह विंडो बंद करें और फिर से शुरू करें।',
  'page.loggingIn': 'लॉगिन हो रहा है',
  'page.loggingInBody': 'लॉगिन पूरा हो रहा है… अगर यह विंडो खुली रहे तो आप इसे बंद कर सकते हैं।',
}

export default hi
