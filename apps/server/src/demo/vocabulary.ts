import { type Text3, t3 } from './text.js';

/** Service facility groups (serviceFacilitiesCategoryList) and their items. */
export const FACILITY_CATEGORIES = [
  {
    id: 301,
    name: t3('Fasilitas', 'Facilities', '设施'),
    items: [
      { id: 311, name: t3('Wi-Fi gratis', 'Free Wi-Fi', '免费 Wi-Fi') },
      { id: 312, name: t3('Parkir', 'Parking', '停车场') },
      { id: 313, name: t3('Musala', 'Prayer room', '祈祷室') },
      { id: 314, name: t3('Ruang ber-AC', 'Air conditioning', '空调') },
      { id: 315, name: t3('Area merokok', 'Smoking area', '吸烟区') },
      { id: 316, name: t3('Tempat duduk luar', 'Outdoor seating', '户外座位') },
      { id: 317, name: t3('Toilet', 'Toilet', '洗手间') },
    ],
  },
  {
    id: 302,
    name: t3('Pembayaran', 'Payment', '支付方式'),
    items: [
      { id: 321, name: t3('QRIS', 'QRIS', 'QRIS 扫码支付') },
      { id: 322, name: t3('Kartu debit', 'Debit card', '借记卡') },
      { id: 323, name: t3('Kartu kredit', 'Credit card', '信用卡') },
      { id: 324, name: t3('Tunai', 'Cash', '现金') },
      { id: 325, name: t3('Dompet digital', 'E-wallet', '电子钱包') },
    ],
  },
  {
    id: 303,
    name: t3('Layanan', 'Services', '服务'),
    items: [
      { id: 331, name: t3('Kursi anak', 'Kids chair', '儿童座椅') },
      { id: 332, name: t3('Bisa reservasi', 'Reservations', '可预订') },
      { id: 333, name: t3('Ruang privat', 'Private room', '包间') },
      { id: 334, name: t3('Bawa pulang', 'Takeaway', '可外带') },
      { id: 335, name: t3('Musik langsung', 'Live music', '现场音乐') },
      { id: 336, name: t3('Ramah hewan peliharaan', 'Pet friendly', '宠物友好') },
    ],
  },
] as const;

export const STORE_TAGS: readonly Text3[] = [
  t3('Favorit keluarga', 'Family favourite', '家庭最爱'),
  t3('Pedas nampol', 'Seriously spicy', '超级香辣'),
  t3('Porsi besar', 'Big portions', '分量十足'),
  t3('Cocok buat nongkrong', 'Great for hanging out', '适合朋友小聚'),
  t3('Resep turun-temurun', 'Heirloom recipe', '祖传配方'),
  t3('Instagramable', 'Instagrammable', '网红打卡'),
  t3('Baru buka', 'Newly opened', '新店开业'),
  t3('Ramah anak', 'Kid friendly', '亲子友好'),
  t3('Harga bersahabat', 'Wallet friendly', '价格实惠'),
  t3('Rating tinggi', 'Top rated', '高分好评'),
  t3('Cocok untuk rapat', 'Good for meetings', '适合商务聚餐'),
];

export const BREAKFAST_TAG = t3('Menu sarapan', 'Breakfast menu', '供应早餐');

export const LATE_NIGHT_TAG = t3('Buka sampai larut', 'Open late', '营业至深夜');
export const HALAL_TAG = t3('Bersertifikat halal', 'Halal certified', '清真认证');

/** Where in a mall an outlet is (locationRemark). */
export const LOCATION_REMARKS: readonly Text3[] = [
  t3('Dekat eskalator sisi timur', 'Near the east escalator', '东侧扶梯旁'),
  t3('Di area food court', 'In the food court', '美食广场内'),
  t3('Sebelah lift utama', 'Next to the main lift', '主电梯旁'),
  t3('Di depan pintu masuk lobi selatan', 'Opposite the south lobby entrance', '南大堂入口对面'),
  t3('Di sayap barat, dekat bioskop', 'West wing, near the cinema', '西翼，靠近电影院'),
  t3('Di dining street, sisi taman', 'On the dining street, garden side', '美食街花园一侧'),
  t3('Dekat atrium utama', 'Near the main atrium', '主中庭附近'),
  t3('Di samping supermarket', 'Beside the supermarket', '超市旁边'),
];

/**
 * Owners' names generated stores are called after: the Indonesian form is kept in English
 * (as people say it), Chinese gives the name in characters with a respectful title.
 */
export const OWNERS: readonly Text3[] = [
  t3('Pak Joko', 'Pak Joko', '佐科叔'),
  t3('Bu Sri', 'Bu Sri', '丝丽阿姨'),
  t3('Mas Budi', 'Mas Budi', '布迪哥'),
  t3('Bu Yanti', 'Bu Yanti', '燕蒂阿姨'),
  t3('Pak Slamet', 'Pak Slamet', '斯拉梅叔'),
  t3('Bang Hasan', 'Bang Hasan', '哈桑哥'),
  t3('Bu Wati', 'Bu Wati', '瓦蒂阿姨'),
  t3('Pak Agus', 'Pak Agus', '阿古斯叔'),
  t3('Mbak Dewi', 'Mbak Dewi', '德维姐'),
  t3('Bli Made', 'Bli Made', '马德哥'),
  t3('Kang Asep', 'Kang Asep', '阿塞普哥'),
  t3('Bang Ucok', 'Bang Ucok', '乌佐哥'),
  t3('Cik Lina', 'Cik Lina', '丽娜姐'),
  t3('Koh Ahong', 'Koh Ahong', '阿宏哥'),
  t3('Pak Harto', 'Pak Harto', '哈托叔'),
  t3('Bu Ningsih', 'Bu Ningsih', '宁西阿姨'),
  t3('Mas Gilang', 'Mas Gilang', '吉朗哥'),
  t3('Uda Rizal', 'Uda Rizal', '里扎尔哥'),
  t3('Mak Ijah', 'Mak Ijah', '伊佳大妈'),
  t3('Pak Kumis', 'Pak Kumis', '胡子叔'),
  t3('Bu Endang', 'Bu Endang', '恩当阿姨'),
  t3('Mas Tono', 'Mas Tono', '托诺哥'),
  t3('Om Beni', 'Om Beni', '贝尼叔'),
  t3('Teh Euis', 'Teh Euis', '尤伊丝姐'),
  t3('Pak Udin', 'Pak Udin', '乌丁叔'),
  t3('Bu Rahma', 'Bu Rahma', '拉赫玛阿姨'),
  t3('Ko Hendra', 'Ko Hendra', '亨德拉哥'),
  t3('Mbok Darmi', 'Mbok Darmi', '达米大妈'),
  t3('Pak Yusuf', 'Pak Yusuf', '尤素福叔'),
  t3('Mas Ari', 'Mas Ari', '阿里哥'),
];
