import type { OnRampTexts } from '../../views/OnRamp/onrampMessages'

// Indonesian: the Buy views' texts (every key of the English list, no other).
export const texts: OnRampTexts = {
  'onramp.amount': 'Jumlah yang dibayar',
  'onramp.currency': 'Bayar dengan {currency}',
  'onramp.chooseCurrency': 'Pilih mata uang',
  'onramp.token': 'Beli {symbol}',
  'onramp.chooseToken': 'Pilih token',
  'onramp.limits': 'Antara {min} dan {max} {currency}',
  'onramp.enterAmount': 'Masukkan jumlah',
  'onramp.invalidAmount': 'Masukkan jumlah dengan paling banyak dua desimal',
  'onramp.below': 'Pembayaran minimum {min} {currency}',
  'onramp.above': 'Pembayaran maksimum {max} {currency}',
  'onramp.partners': 'Mitra',
  'onramp.fee': 'Biaya {fee} {currency}',
  'onramp.receive': 'Anda mendapat {amount} {symbol}',
  'onramp.estimate': 'Perkiraan: mitra tidak dapat memberi harga',
  'onramp.quoting': 'Mengambil penawaran…',
  'onramp.fallback': 'Mitra tidak dapat dihubungi: ini mata uang bawaan.',
  'onramp.continue': 'Lanjutkan dengan {partner}',
  'onramp.noPartner': 'Tidak ada mitra yang menjual di sini',
  'onramp.opened': 'Checkout {partner} terbuka di jendela baru.',
  'onramp.openAgain': 'Buka checkout',
  'onramp.purchases': 'Pembelian Anda',
  'onramp.noPurchases': 'Belum ada pembelian. Muncul di sini setelah dibayar.',
  'onramp.history': 'Pembelian',
  'onramp.noToken': 'Tidak ada yang bisa dibeli di jaringan ini.',
}
