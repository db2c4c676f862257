import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Hebrew (the frame's and the modal's vocabulary). */
const he: ServerTable = {
  'otp.subject': 'קוד הכניסה שלך ל-Latchkey: {code}',
  'otp.body':
    'קוד הכניסה שלך הוא {code}. הוא תקף פעם אחת, למשך {minutes} דקות.\n\nאם לא ביקשת אותו, אפשר להתעלם מהמייל הזה: אי אפשר להיכנס בלי הקוד.',
  'device.subject': 'אישור מכשיר חדש לארנק Latchkey שלך',
  'device.body':
    'מישהו נכנס לארנק שלך ממכשיר חדש. אם זה את או אתה, יש לפתוח את הקישור הזה כדי לאשר אותו:\n\n{link}\n\nאחר כך יש לחזור לאפליקציה: קוד כניסה יגיע. אם זה לא היה את או אתה, אפשר להתעלם מהמייל הזה.',
  'updateOld.subject': 'אישור שינוי האימייל שלך ב-Latchkey: {code}',
  'updateOld.body':
    'מישהו ביקש להעביר את כתובת האימייל של הארנק שלך אל {email}. אם זה את או אתה, הקוד הוא {code}. הוא תקף פעם אחת, למשך {minutes} דקות.\n\nאם זה לא היה את או אתה, אפשר להתעלם מהמייל הזה: שום דבר לא משתנה בלי הקוד.',
  'updateNew.subject': 'אישור האימייל החדש שלך ב-Latchkey: {code}',
  'updateNew.body':
    'הקוד שלך להפוך את הכתובת הזו לאימייל של הארנק הוא {code}. הוא תקף פעם אחת, למשך {minutes} דקות.\n\nאם לא ביקשת אותו, אפשר להתעלם מהמייל הזה.',
  'page.deviceApproved': 'המכשיר אושר',
  'page.deviceApprovedBody': 'יש לחזור לאפליקציה: קוד הכניסה בדרך.',
  'page.linkInvalid': 'הקישור הזה כבר לא תקף',
  'page.linkInvalidBody': 'יש להתחיל את הכניסה מחדש באפליקציה כדי לקבל קישור חדש.',
  'page.loginInvalid': 'הכניסה הזו כבר לא תקפה',
  'page.loginInvalidBody': 'יש לסגור את החלון הזה ולהתחיל מחדש.',
  'page.loggingIn': 'מתבצעת כניסה',
  'page.loggingInBody': 'הכניסה מסתיימת… אפשר לסגור את החלון הזה אם הוא נשאר פתוח.',
}

export default he
