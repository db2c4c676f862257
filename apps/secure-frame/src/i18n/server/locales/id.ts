import type { ServerTable } from '../en'

/** The secure frame server's mails and pages in Indonesian (the frame's and the modal's vocabulary). */
const id: ServerTable = {
  'otp.subject': 'Kode masuk Latchkey Anda: {code}',
  'otp.body':
    'Kode masuk Anda adalah {code}. Kode berlaku sekali, selama {minutes} menit.\n\nJika Anda tidak memintanya, abaikan email ini: tidak ada yang bisa masuk tanpa kode.',
  'device.subject': 'Setujui perangkat baru untuk dompet Latchkey Anda',
  'device.body':
    'Seseorang sedang masuk ke dompet Anda dari perangkat baru. Jika itu Anda, buka tautan ini untuk menyetujuinya:\n\n{link}\n\nLalu kembali ke aplikasi: kode masuk akan menyusul. Jika bukan Anda, abaikan email ini.',
  'updateOld.subject': 'Konfirmasi perubahan email Latchkey Anda: {code}',
  'updateOld.body':
    'Seseorang meminta untuk memindahkan alamat email dompet Anda ke {email}. Jika itu Anda, kodenya {code}. Kode berlaku sekali, selama {minutes} menit.\n\nJika bukan Anda, abaikan email ini: tidak ada yang berubah tanpa kode.',
  'updateNew.subject': 'Konfirmasi email Latchkey baru Anda: {code}',
  'updateNew.body':
    'Kode Anda untuk menjadikan alamat ini email dompet Anda adalah {code}. Kode berlaku sekali, selama {minutes} menit.\n\nJika Anda tidak memintanya, abaikan email ini.',
  'page.deviceApproved': 'Perangkat disetujui',
  'page.deviceApprovedBody': 'Kembali ke aplikasi: kode masuk Anda sedang dikirim.',
  'page.linkInvalid': 'Tautan ini sudah tidak berlaku',
  'page.linkInvalidBody': 'Mulai lagi proses masuk di aplikasi untuk mendapatkan tautan baru.',
  'page.loginInvalid': 'Proses masuk ini sudah tidak berlaku',
  'page.loginInvalidBody': 'Tutup jendela ini dan mulai lagi.',
  'page.loggingIn': 'Sedang masuk',
  'page.loggingInBody':
    'Menyelesaikan proses masuk… Anda boleh menutup jendela ini jika tetap terbuka.',
}

export default id
