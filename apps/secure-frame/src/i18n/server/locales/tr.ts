import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Turkish (the frame's and the modal's vocabulary). */
const tr: ServerTable = {
  'otp.subject': 'Latchkey giriş kodunuz: {code}',
  'otp.body':
    'Giriş kodunuz {code}. {minutes} dakika boyunca bir kez geçerlidir.\n\nBu kodu siz istemediyseniz bu e-postayı yok sayın: kod olmadan kimse giriş yapamaz.',
  'device.subject': 'Latchkey cüzdanınız için yeni bir cihazı onaylayın',
  'device.body':
    'Birisi cüzdanınıza yeni bir cihazdan giriş yapıyor. Sizseniz onaylamak için bu bağlantıyı açın:\n\n{link}\n\nArdından uygulamaya dönün: bir giriş kodu gelecek. Siz değilseniz bu e-postayı yok sayın.',
  'updateOld.subject': 'Latchkey e-posta değişikliğinizi onaylayın: {code}',
  'updateOld.body':
    'Birisi cüzdanınızın e-posta adresini {email} olarak değiştirmek istedi. Sizseniz kod {code}. {minutes} dakika boyunca bir kez geçerlidir.\n\nSiz değilseniz bu e-postayı yok sayın: kod olmadan hiçbir şey değişmez.',
  'updateNew.subject': 'Yeni Latchkey e-postanızı onaylayın: {code}',
  'updateNew.body':
    'Bu adresi cüzdanınızın e-postası yapmak için kodunuz {code}. {minutes} dakika boyunca bir kez geçerlidir.\n\nBu kodu siz istemediyseniz bu e-postayı yok sayın.',
  'page.deviceApproved': 'Cihaz onaylandı',
  'page.deviceApprovedBody': 'Uygulamaya dönün: giriş kodunuz yolda.',
  'page.linkInvalid': 'Bu bağlantı artık geçerli değil',
  'page.linkInvalidBody': 'Yeni bir bağlantı almak için uygulamada girişi yeniden başlatın.',
  'page.loginInvalid': 'Bu giriş artık geçerli değil',
  'page.loginInvalidBody': 'Bu pencereyi kapatın ve yeniden başlayın.',
  'page.loggingIn': 'Giriş yapılıyor',
  'page.loggingInBody': 'Giriş tamamlanıyor… açık kalırsa bu pencereyi kapatabilirsiniz.',
}

export default tr
