import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Persian (the frame's and the modal's vocabulary). */
const fa: ServerTable = {
  'otp.subject': 'کد ورود شما به Latchkey: {code}',
  'otp.body':
    'کد ورود شما {code} است. یک بار و تا {minutes} دقیقه معتبر است.\n\nاگر آن را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید: هیچ‌کس بدون کد نمی‌تواند وارد شود.',
  'device.subject': 'تأیید دستگاه جدید برای کیف پول Latchkey شما',
  'device.body':
    'کسی از یک دستگاه جدید در حال ورود به کیف پول شماست. اگر خودتان هستید، برای تأیید آن این پیوند را باز کنید:\n\n{link}\n\nسپس به برنامه برگردید: کد ورود می‌رسد. اگر شما نبودید، این ایمیل را نادیده بگیرید.',
  'updateOld.subject': 'تأیید تغییر ایمیل Latchkey شما: {code}',
  'updateOld.body':
    'کسی درخواست کرده است ایمیل کیف پول شما به {email} منتقل شود. اگر خودتان هستید، کد {code} است. یک بار و تا {minutes} دقیقه معتبر است.\n\nاگر شما نبودید، این ایمیل را نادیده بگیرید: بدون کد چیزی تغییر نمی‌کند.',
  'updateNew.subject': 'تأیید ایمیل جدید Latchkey شما: {code}',
  'updateNew.body':
    'کد شما برای اینکه این نشانی ایمیل کیف پولتان شود {code} است. یک بار و تا {minutes} دقیقه معتبر است.\n\nاگر آن را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید.',
  'page.deviceApproved': 'دستگاه تأیید شد',
  'page.deviceApprovedBody': 'به برنامه برگردید: کد ورود در راه است.',
  'page.linkInvalid': 'این پیوند دیگر معتبر نیست',
  'page.linkInvalidBody': 'برای دریافت پیوند جدید، ورود را در برنامه از نو شروع کنید.',
  'page.loginInvalid': 'این ورود دیگر معتبر نیست',
  'page.loginInvalidBody': 'این پنجره را ببندید و از نو شروع کنید.',
  'page.loggingIn': 'در حال ورود',
  'page.loggingInBody': 'در حال تکمیل ورود… اگر این پنجره باز ماند می‌توانید آن را ببندید.',
}

export default fa
