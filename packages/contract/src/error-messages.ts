import { ERROR_CODES, type KnownErrorCode } from './errors.js';
import type { Locale } from './locale.js';

// The messages apart from the codes (errors.ts): every page of the web app reads the codes at
// start, and only the pages that show a server code's text in the client carry these.

type Messages = Readonly<Record<Locale, string>>;

/** Messages the server sends for the codes it raises, in each language. */
export const ERROR_MESSAGES: Readonly<Partial<Record<KnownErrorCode, Messages>>> = {
  [ERROR_CODES.ILLEGAL_TOKEN]: {
    'id-ID': 'Sesi tidak sah. Silakan masuk kembali.',
    'en-US': 'Your session is not valid. Please log in again.',
    'zh-CN': '登录凭证无效，请重新登录。',
  },
  [ERROR_CODES.ACCESS_TOKEN_EXPIRED]: {
    'id-ID': 'Sesi telah kedaluwarsa.',
    'en-US': 'Your session has expired.',
    'zh-CN': '登录已过期。',
  },
  [ERROR_CODES.SESSION_INVALID]: {
    'id-ID': 'Silakan masuk untuk melanjutkan.',
    'en-US': 'Please log in to continue.',
    'zh-CN': '请登录后继续。',
  },
  [ERROR_CODES.SESSION_REPLACED]: {
    'id-ID': 'Sesimu telah berakhir. Silakan masuk kembali.',
    'en-US': 'Your session has ended. Please log in again.',
    'zh-CN': '您的登录已失效，请重新登录。',
  },
  [ERROR_CODES.USER_FROZEN]: {
    'id-ID': 'Akunmu dibekukan. Hubungi layanan pelanggan.',
    'en-US': 'Your account is frozen. Please contact customer service.',
    'zh-CN': '您的账号已被冻结，请联系客服。',
  },
  [ERROR_CODES.QR_CODE_NOT_LINKED]: {
    'id-ID': 'Kode QR belum ditautkan, tidak dapat digunakan',
    'en-US': 'QR code not linked, cannot be used',
    'zh-CN': '二维码未绑定，无法使用',
  },
  [ERROR_CODES.STORE_LINK_INVALID]: {
    'id-ID': 'Tautan tidak valid. Toko tidak ditemukan.',
    'en-US': 'Invalid link. Store not found.',
    'zh-CN': '链接无效，未找到门店。',
  },
  [ERROR_CODES.STORE_UNAVAILABLE]: {
    'id-ID':
      'Sepertinya toko ini sudah tidak tersedia. Jangan khawatir! Kamu bisa terus menjelajahi toko lainnya.',
    'en-US':
      "It looks like this store is no longer available. Don't worry! You can continue exploring other stores.",
    'zh-CN': '该门店似乎已不再营业。别担心！您可以继续浏览其他门店。',
  },
  [ERROR_CODES.RATE_LIMITED]: {
    'id-ID': 'Server sedang sibuk, coba lagi nanti.',
    'en-US': 'The server is busy, please try again later.',
    'zh-CN': '服务器繁忙，请稍后再试。',
  },
  [ERROR_CODES.PARAMETER_ERROR]: {
    'id-ID': 'Parameter tidak valid',
    'en-US': 'Invalid parameter',
    'zh-CN': '参数错误',
  },
  [ERROR_CODES.SIGNATURE_INVALID]: {
    'id-ID': 'Tanda tangan permintaan tidak valid.',
    'en-US': 'The request signature is not valid.',
    'zh-CN': '请求签名无效。',
  },
  [ERROR_CODES.TIMESTAMP_OUT_OF_WINDOW]: {
    'id-ID': 'Waktu perangkat tidak sesuai. Periksa jam perangkatmu.',
    'en-US': "The request time is out of range. Check your device's clock.",
    'zh-CN': '请求时间超出范围，请检查设备时间。',
  },
  [ERROR_CODES.REQUEST_REPLAYED]: {
    'id-ID': 'Permintaan ini sudah diproses.',
    'en-US': 'This request was already processed.',
    'zh-CN': '该请求已处理。',
  },
  [ERROR_CODES.NOT_FOUND]: {
    'id-ID': 'Tidak ditemukan.',
    'en-US': 'Not found.',
    'zh-CN': '未找到。',
  },
  [ERROR_CODES.METHOD_NOT_ALLOWED]: {
    'id-ID': 'Metode tidak diizinkan.',
    'en-US': 'Method not allowed.',
    'zh-CN': '不支持该请求方法。',
  },
  [ERROR_CODES.PAYLOAD_TOO_LARGE]: {
    'id-ID': 'Data yang dikirim terlalu besar.',
    'en-US': 'The request is too large.',
    'zh-CN': '请求数据过大。',
  },
  [ERROR_CODES.UNSUPPORTED_MEDIA_TYPE]: {
    'id-ID': 'Format data tidak didukung.',
    'en-US': 'Unsupported content type.',
    'zh-CN': '不支持的数据格式。',
  },
  [ERROR_CODES.INTERNAL_ERROR]: {
    'id-ID': 'Anomali jaringan, silakan coba lagi',
    'en-US': 'Network anomaly, please try again',
    'zh-CN': '网络异常，请重试',
  },
  [ERROR_CODES.SERVICE_UNAVAILABLE]: {
    'id-ID': 'Layanan sedang tidak tersedia.',
    'en-US': 'Service unavailable.',
    'zh-CN': '服务暂不可用。',
  },
  // Spec §5 "Phone": the login text says the number format is wrong.
  [ERROR_CODES.PHONE_FORMAT_INVALID]: {
    'id-ID': 'Format nomor salah',
    'en-US': 'The number format is wrong',
    'zh-CN': '号码格式错误',
  },
  [ERROR_CODES.CHALLENGE_REQUIRED]: {
    'id-ID': 'Selesaikan verifikasi keamanan untuk menerima kode.',
    'en-US': 'Complete the security check to receive a code.',
    'zh-CN': '请完成安全验证后再获取验证码。',
  },
  [ERROR_CODES.CHALLENGE_FAILED]: {
    'id-ID': 'Verifikasi keamanan gagal atau kedaluwarsa. Silakan coba lagi.',
    'en-US': 'The security check failed or expired. Please try again.',
    'zh-CN': '安全验证失败或已过期，请重试。',
  },
  [ERROR_CODES.VERIFICATION_CODE_INVALID]: {
    'id-ID': 'Kode verifikasi salah atau sudah kedaluwarsa.',
    'en-US': 'The verification code is wrong or has expired.',
    'zh-CN': '验证码错误或已过期。',
  },
  [ERROR_CODES.VERIFICATION_CODE_LOCKED]: {
    'id-ID': 'Terlalu banyak percobaan yang salah. Minta kode baru.',
    'en-US': 'Too many wrong tries. Please request a new code.',
    'zh-CN': '错误次数过多，请重新获取验证码。',
  },
  [ERROR_CODES.REREGISTRATION_BLOCKED]: {
    'id-ID': 'Nomor ini baru saja menghapus akunnya dan dapat mendaftar lagi 30 hari setelah penghapusan.',
    'en-US': 'This number deleted its account recently and can register again 30 days after the deletion.',
    'zh-CN': '该号码近期已注销账号，注销 30 天后才能重新注册。',
  },
  // Spec §8 "Deletion": the client shows these server messages when the deletion call fails.
  [ERROR_CODES.DELETION_PROCESS_INVALID]: {
    'id-ID': 'Verifikasi penghapusan akun tidak valid atau sudah kedaluwarsa. Minta kode baru.',
    'en-US': 'The account deletion verification is invalid or has expired. Please request a new code.',
    'zh-CN': '注销验证无效或已过期，请重新获取验证码。',
  },
  [ERROR_CODES.DELETION_BLOCKED]: {
    'id-ID': 'Akun tidak dapat dihapus karena masih ada pesanan yang belum selesai.',
    'en-US': 'The account cannot be deleted while it has unfinished orders.',
    'zh-CN': '您还有未完成的订单，暂时无法注销账号。',
  },
  // Spec §5 "Avatar": only jpg or png (unsupported-format message), at most 20 MB (image-size-exceed).
  [ERROR_CODES.IMAGE_FORMAT_UNSUPPORTED]: {
    'id-ID': 'Hanya gambar JPG atau PNG yang didukung',
    'en-US': 'Only JPG or PNG images are supported',
    'zh-CN': '仅支持 JPG 或 PNG 图片',
  },
  [ERROR_CODES.IMAGE_TOO_LARGE]: {
    'id-ID': 'Ukuran gambar melebihi 20 MB',
    'en-US': 'Image size exceeds 20 MB',
    'zh-CN': '图片大小超过 20 MB',
  },
  [ERROR_CODES.IMAGE_UNREADABLE]: {
    'id-ID': 'Gambar tidak dapat dibaca',
    'en-US': 'The image could not be read',
    'zh-CN': '无法读取该图片',
  },
  [ERROR_CODES.COUPON_NOT_COLLECTED]: {
    'id-ID': 'Kupon ini sudah tidak bisa diambil.',
    'en-US': 'This coupon can no longer be claimed.',
    'zh-CN': '该优惠券已无法领取。',
  },
  [ERROR_CODES.COUPON_LIMIT_REACHED]: {
    'id-ID': 'Kamu sudah mengambil kupon ini sebanyak batasnya.',
    'en-US': 'You have claimed this coupon as many times as allowed.',
    'zh-CN': '你已达到该优惠券的领取上限。',
  },
  [ERROR_CODES.COUPON_DAILY_LIMIT_REACHED]: {
    'id-ID': 'Batas ambil hari ini sudah tercapai. Coba lagi besok.',
    'en-US': "You have reached today's claim limit. Try again tomorrow.",
    'zh-CN': '今日领取次数已达上限，请明天再来。',
  },
  [ERROR_CODES.COUPON_NOT_STARTED]: {
    'id-ID': 'Kupon ini belum bisa diambil.',
    'en-US': 'This coupon cannot be claimed yet.',
    'zh-CN': '该优惠券尚未开始领取。',
  },
  [ERROR_CODES.COUPON_NEW_USERS_ONLY]: {
    'id-ID': 'Kupon ini khusus pengguna baru.',
    'en-US': 'This coupon is for new customers only.',
    'zh-CN': '该优惠券仅限新用户领取。',
  },
  [ERROR_CODES.CLAIM_LINK_INVALID]: {
    'id-ID': 'Tautan kupon tidak valid atau sudah kedaluwarsa.',
    'en-US': 'This coupon link is invalid or has expired.',
    'zh-CN': '优惠券链接无效或已过期。',
  },
  [ERROR_CODES.CLAIM_LINK_USED]: {
    'id-ID': 'Tautan kupon ini sudah dipakai.',
    'en-US': 'This coupon link has already been used.',
    'zh-CN': '该优惠券链接已被使用。',
  },
  [ERROR_CODES.COUPON_NOT_FOUND]: {
    'id-ID': 'Kupon tidak ditemukan.',
    'en-US': 'Coupon not found.',
    'zh-CN': '未找到该优惠券。',
  },
  [ERROR_CODES.ACTIVITY_UNAVAILABLE]: {
    'id-ID': 'Promo ini sudah berakhir.',
    'en-US': 'This promotion has ended.',
    'zh-CN': '该活动已结束。',
  },
  [ERROR_CODES.PRODUCT_NOT_ON_SALE]: {
    'id-ID': 'Voucher ini sedang tidak dijual.',
    'en-US': 'This voucher is not on sale.',
    'zh-CN': '该商品暂未开售。',
  },
  [ERROR_CODES.PRODUCT_SOLD_OUT]: {
    'id-ID': 'Habis terjual.',
    'en-US': 'Sold out.',
    'zh-CN': '已售罄。',
  },
  [ERROR_CODES.PURCHASE_LIMIT_REACHED]: {
    'id-ID': 'Kamu sudah mencapai batas pembelian voucher ini.',
    'en-US': 'You have reached the purchase limit of this voucher.',
    'zh-CN': '你已达到该商品的购买上限。',
  },
  [ERROR_CODES.FLASH_SALE_ENDED]: {
    'id-ID': 'Flash Sale sudah berakhir atau belum dimulai.',
    'en-US': 'The flash sale has ended or not started yet.',
    'zh-CN': '限时抢购已结束或尚未开始。',
  },
  [ERROR_CODES.FLASH_SALE_BUSY]: {
    'id-ID': 'Terlalu banyak yang sedang berebut. Coba lagi sebentar.',
    'en-US': 'Too many people are buying right now. Please try again in a moment.',
    'zh-CN': '抢购人数过多，请稍后重试。',
  },
  [ERROR_CODES.SETTLEMENT_EXPIRED]: {
    'id-ID': 'Harga sudah berubah atau sesi pembayaran habis. Silakan periksa pesananmu lagi.',
    'en-US': 'The price has changed or the checkout expired. Please check your order again.',
    'zh-CN': '价格已变化或结算已过期，请重新确认订单。',
  },
  [ERROR_CODES.ORDER_COUPON_UNUSABLE]: {
    'id-ID': 'Kupon ini tidak bisa dipakai untuk pesanan ini.',
    'en-US': 'This coupon cannot be used on this order.',
    'zh-CN': '该优惠券不可用于此订单。',
  },
  [ERROR_CODES.ORDER_RED_ENVELOPE_UNUSABLE]: {
    'id-ID': 'Angpao ini tidak bisa dipakai untuk pesanan ini.',
    'en-US': 'This red envelope cannot be used on this order.',
    'zh-CN': '该红包不可用于此订单。',
  },
  [ERROR_CODES.ORDER_NOT_FOUND]: {
    'id-ID': 'Pesanan tidak ditemukan.',
    'en-US': 'Order not found.',
    'zh-CN': '未找到该订单。',
  },
  [ERROR_CODES.ORDER_ALREADY_PAID]: {
    'id-ID': 'Pesanan ini sudah dibayar.',
    'en-US': 'This order has already been paid.',
    'zh-CN': '该订单已支付。',
  },
  [ERROR_CODES.ORDER_CLOSED]: {
    'id-ID': 'Pesanan ini sudah ditutup.',
    'en-US': 'This order has been closed.',
    'zh-CN': '该订单已关闭。',
  },
  [ERROR_CODES.QRIS_LIMIT_EXCEEDED]: {
    'id-ID': 'Jumlah melebihi batas transaksi QRIS. Bayar dengan e-wallet atau di restoran.',
    'en-US': 'The amount exceeds the QRIS transaction limit. Pay by e-wallet or at the restaurant.',
    'zh-CN': '金额超过 QRIS 单笔限额，请使用电子钱包或到店支付。',
  },
  [ERROR_CODES.PAY_METHOD_UNAVAILABLE]: {
    'id-ID': 'Metode pembayaran ini tidak tersedia.',
    'en-US': 'This payment method is not available.',
    'zh-CN': '该支付方式不可用。',
  },
  [ERROR_CODES.PAY_NOTIFY_REFUSED]: {
    'id-ID': 'Notifikasi pembayaran ditolak.',
    'en-US': 'The payment notification was refused.',
    'zh-CN': '支付通知被拒绝。',
  },
  [ERROR_CODES.VOUCHER_NOT_FOUND]: {
    'id-ID': 'Voucher tidak ditemukan.',
    'en-US': 'Voucher not found.',
    'zh-CN': '未找到该券。',
  },
  [ERROR_CODES.VOUCHER_NOT_REFUNDABLE]: {
    'id-ID': 'Voucher ini sudah tidak bisa dikembalikan: sudah dipakai, dikembalikan, atau kedaluwarsa.',
    'en-US': 'This voucher can no longer be refunded: it was used, refunded or has expired.',
    'zh-CN': '该券已无法退款：已使用、已退款或已过期。',
  },
  // Spec §8 "redemption failed (contact customer service)".
  [ERROR_CODES.VOUCHER_NOT_REDEEMABLE]: {
    'id-ID': 'Penukaran gagal. Silakan hubungi layanan pelanggan.',
    'en-US': 'Redemption failed. Please contact customer service.',
    'zh-CN': '核销失败，请联系客服。',
  },
  // Spec §8 "store too far".
  [ERROR_CODES.REDEEM_TOO_FAR]: {
    'id-ID': 'Kamu terlalu jauh dari toko atau titik penukaran. Datang lebih dekat lalu coba lagi.',
    'en-US': 'You are too far from the store or redemption point. Come closer and try again.',
    'zh-CN': '你距离门店或兑换点太远，请靠近后再试。',
  },
  [ERROR_CODES.STAFF_NOT_FOUND]: {
    'id-ID': 'Nomor ini tidak terdaftar sebagai staf toko.',
    'en-US': 'This number is not registered as store staff.',
    'zh-CN': '该号码未登记为门店员工。',
  },
  [ERROR_CODES.STAFF_LOGIN_REQUIRED]: {
    'id-ID': 'Masuk sebagai staf toko untuk melanjutkan.',
    'en-US': 'Log in as store staff to continue.',
    'zh-CN': '请以门店员工身份登录后继续。',
  },
  [ERROR_CODES.REDEEM_CODE_INVALID]: {
    'id-ID': 'Kode ini tidak dikenali. Periksa lagi atau pindai ulang.',
    'en-US': 'This code is not recognised. Check it or scan again.',
    'zh-CN': '无法识别该券码，请核对或重新扫描。',
  },
  [ERROR_CODES.REDEEM_CODE_EXPIRED]: {
    'id-ID': 'Kode ini sudah berganti. Minta pelanggan menunjukkan kode terbaru.',
    'en-US': 'This code has changed. Ask the customer to show the current one.',
    'zh-CN': '该券码已更新，请顾客出示最新券码。',
  },
  [ERROR_CODES.REDEEM_WRONG_STORE]: {
    'id-ID': 'Voucher atau kupon ini tidak berlaku di toko ini.',
    'en-US': 'This voucher or coupon cannot be used at this store.',
    'zh-CN': '该券不适用于本门店。',
  },
  [ERROR_CODES.REDEEM_ALREADY_USED]: {
    'id-ID': 'Sudah ditukarkan sebelumnya.',
    'en-US': 'Already redeemed.',
    'zh-CN': '该券已核销。',
  },
  [ERROR_CODES.REDEEM_NOT_VALID]: {
    'id-ID': 'Tidak berlaku lagi: sudah dikembalikan, kedaluwarsa, atau belum mulai berlaku.',
    'en-US': 'No longer valid: refunded, expired or not yet effective.',
    'zh-CN': '已失效：已退款、已过期或尚未生效。',
  },
  [ERROR_CODES.REDEEM_SYNC_OUT_OF_RANGE]: {
    'id-ID': 'Penukaran offline ini terlalu lama atau waktunya di masa depan. Hubungi layanan pelanggan.',
    'en-US': 'This offline redemption is too old or dated in the future. Contact customer service.',
    'zh-CN': '该离线核销时间过早或晚于当前时间，请联系客服。',
  },
  [ERROR_CODES.REDEEM_TYPED_PAUSED]: {
    'id-ID':
      'Terlalu banyak kode ketik yang salah. Pindai kode QR pelanggan; mengetik kode dijeda sementara.',
    'en-US': "Too many wrong typed codes. Scan the customer's QR code; typing codes is paused for a while.",
    'zh-CN': '输错的券码过多。请扫描顾客的二维码；手动输入暂时停用。',
  },
  [ERROR_CODES.DISH_NOT_ON_MENU]: {
    'id-ID': 'Menu ini tidak ada di restoran ini.',
    'en-US': 'This dish is not on this restaurant’s menu.',
    'zh-CN': '该菜品不在本店菜单上。',
  },
  [ERROR_CODES.DISH_SOLD_OUT]: {
    'id-ID': 'Menu ini sedang habis.',
    'en-US': 'This dish is sold out.',
    'zh-CN': '该菜品已售罄。',
  },
  [ERROR_CODES.TABLE_SESSION_INVALID]: {
    'id-ID': 'Sesi meja ini sudah berakhir. Pindai kode QR meja lagi.',
    'en-US': 'This table session has ended. Scan the table’s QR code again.',
    'zh-CN': '本桌会话已结束，请重新扫描桌码。',
  },
  [ERROR_CODES.TABLE_MATE_PAID]: {
    'id-ID': 'Tidak bisa menambah pesanan karena teman semeja sudah membayar.',
    'en-US': 'You cannot add items because a table mate has paid.',
    'zh-CN': '同桌已付款，无法再加菜。',
  },
  [ERROR_CODES.ROUND_NOTHING_TO_SEND]: {
    'id-ID': 'Belum ada pesanan baru untuk dikirim ke dapur.',
    'en-US': 'There is nothing new to send to the kitchen.',
    'zh-CN': '没有新的菜品可以下单。',
  },
  [ERROR_CODES.CART_LINE_LOCKED]: {
    'id-ID': 'Pesanan ini sudah dikirim ke dapur atau milik orang lain, jadi tidak bisa diubah.',
    'en-US': 'This line has been sent to the kitchen or belongs to someone else, so it cannot be changed.',
    'zh-CN': '该菜品已下单或属于他人，无法修改。',
  },
  [ERROR_CODES.ROUND_STATUS_INVALID]: {
    'id-ID': 'Status pesanan ini tidak bisa diubah ke langkah itu.',
    'en-US': 'This round cannot move to that step.',
    'zh-CN': '该轮菜品无法切换到此状态。',
  },
  [ERROR_CODES.TABLE_REQUIRED]: {
    'id-ID': 'Pilih mejamu dulu.',
    'en-US': 'Choose your table first.',
    'zh-CN': '请先选择桌号。',
  },
  [ERROR_CODES.TABLE_FULL]: {
    'id-ID': 'Meja ini sudah penuh.',
    'en-US': 'This table is full.',
    'zh-CN': '本桌人数已满。',
  },
  [ERROR_CODES.BILL_NOTHING_TO_PAY]: {
    'id-ID': 'Belum ada yang perlu dibayar: kirim pesanan ke dapur dulu.',
    'en-US': 'There is nothing to pay yet: send your order to the kitchen first.',
    'zh-CN': '暂无需支付的金额，请先下单。',
  },
  [ERROR_CODES.BILL_SPLIT_INVALID]: {
    'id-ID': 'Pembagian tagihan ini tidak cocok dengan yang sudah dipilih teman semeja.',
    'en-US': 'This split does not match the one your table mates already chose.',
    'zh-CN': '该分账方式与同桌已选择的不一致。',
  },
  [ERROR_CODES.INVITE_CODE_UNKNOWN]: {
    'id-ID': 'Kode undangan ini tidak dikenal.',
    'en-US': 'This invite code is not known.',
    'zh-CN': '该邀请码无效。',
  },
  [ERROR_CODES.BILL_NOT_PAID]: {
    'id-ID': 'Tagihan meja ini belum lunas.',
    'en-US': 'This table’s bill is not fully paid yet.',
    'zh-CN': '本桌账单尚未付清。',
  },
  [ERROR_CODES.LOTTERY_ACTIVITY_NOT_FOUND]: {
    'id-ID': 'Sedang tidak ada undian.',
    'en-US': 'There is no lucky draw right now.',
    'zh-CN': '当前没有抽奖活动。',
  },
  [ERROR_CODES.LOTTERY_ACTIVITY_ENDED]: {
    'id-ID': 'Undian ini sudah berakhir.',
    'en-US': 'This lucky draw has ended.',
    'zh-CN': '该抽奖活动已结束。',
  },
  [ERROR_CODES.LOTTERY_NO_CHANCE]: {
    'id-ID':
      'Kesempatan undianmu sudah habis. Dapatkan lagi dengan pesanan pertamamu hari ini atau dengan mengundang teman.',
    'en-US': "You have no draws left. Earn one with today's first paid order or by inviting a friend.",
    'zh-CN': '你的抽奖次数已用完。完成今天的首笔付款订单或邀请好友即可获得。',
  },
  [ERROR_CODES.LOTTERY_DRAW_NOT_FOUND]: {
    'id-ID': 'Undian tidak ditemukan.',
    'en-US': 'Draw not found.',
    'zh-CN': '未找到该抽奖记录。',
  },
  [ERROR_CODES.CONTENT_NOT_FOUND]: {
    'id-ID': 'Video ini tidak ditemukan atau sudah dihapus.',
    'en-US': 'This video was not found or has been removed.',
    'zh-CN': '该视频不存在或已下架。',
  },
  [ERROR_CODES.CONTENT_NOT_SELLING]: {
    'id-ID': 'Video ini tidak menjual voucher.',
    'en-US': 'This video does not sell a voucher.',
    'zh-CN': '该视频没有关联可购买的券。',
  },
  [ERROR_CODES.TEAM_TOKEN_INVALID]: {
    'id-ID': 'Token tim tidak valid. Masukkan token yang benar.',
    'en-US': 'The team token is not valid. Enter the right token.',
    'zh-CN': '团队令牌无效，请输入正确的令牌。',
  },
  [ERROR_CODES.ANALYTICS_EVENT_UNKNOWN]: {
    'id-ID': 'Peristiwa analitik ini tidak ada di katalog.',
    'en-US': 'This analytics event is not in the catalogue.',
    'zh-CN': '该分析事件不在目录中。',
  },
  [ERROR_CODES.ANALYTICS_BATCH_TOO_LARGE]: {
    'id-ID': 'Kiriman peristiwa terlalu besar: maksimal 100 peristiwa dan 64 KiB.',
    'en-US': 'The event batch is too large: at most 100 events and 64 KiB.',
    'zh-CN': '事件批次过大：最多 100 个事件、64 KiB。',
  },
  [ERROR_CODES.MONITOR_GROUP_NOT_FOUND]: {
    'id-ID': 'Kelompok error ini tidak ditemukan. Mungkin sudah dibersihkan.',
    'en-US': 'This error group was not found. It may have been pruned.',
    'zh-CN': '未找到该错误分组，可能已被清理。',
  },
};

/** The message for a code in a language; unknown codes get the generic failure text. */
export function errorMessage(code: string, locale: Locale): string {
  const messages = ERROR_MESSAGES[code as KnownErrorCode] ?? ERROR_MESSAGES[ERROR_CODES.INTERNAL_ERROR];
  return messages?.[locale] ?? '';
}
