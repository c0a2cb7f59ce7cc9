import type { LocalizedText } from '@lahap/contract/locale';

/**
 * The rules `lottery/detail` publishes with each activity, in the customer's three languages:
 * how chances are earned, what the odds mean, how stock runs out, and how a draw is checked
 * (the algorithm is @lahap/contract/lottery/draw, docs/lottery.md).
 */
export const LOTTERY_RULES_TEXT: LocalizedText = {
  'id-ID': [
    'Setiap putaran punya benih rahasia. Sebelum putaran dimulai, kami menerbitkan komitmennya: SHA-256 dari benih itu.',
    'Angka undianmu = 8 byte pertama HMAC-SHA256(benih, "LAHAP-DRAW-1:aktivitas:putaran:urutan:idUndian:requestId") mod 10000.',
    'Hadiah memakai rentang angka sesuai peluangnya (basis poin), berurutan seperti di tabel; angka di luar rentang berarti "terima kasih".',
    'Stok tiap hadiah berlaku per putaran dan diambil sesuai urutan undian. Jika hadiah yang terpilih sudah habis, hasilnya "terima kasih".',
    'Setelah putaran berakhir, benihnya dibuka dan kamu bisa memeriksa sendiri setiap undianmu di perangkatmu.',
  ].join('\n'),
  'en-US': [
    "Each round has a secret seed. Before the round starts we publish its commitment: the seed's SHA-256.",
    'Your number = the first 8 bytes of HMAC-SHA256(seed, "LAHAP-DRAW-1:activity:round:ordinal:drawId:requestId") mod 10000.',
    'Prizes own runs of numbers as wide as their odds (basis points), in the order of the table; a number past them draws "thanks".',
    'Each prize has its own stock per round, taken in the order of the draws. If the prize drawn has run out, the outcome is "thanks".',
    'When the round ends its seed is revealed, and you can check every draw of yours on your own device.',
  ].join('\n'),
  'zh-CN': [
    '每一轮都有一个秘密种子。本轮开始前，我们会公布它的承诺值：种子的 SHA-256。',
    '你的号码 = HMAC-SHA256(种子, "LAHAP-DRAW-1:活动:轮次:序号:抽奖ID:requestId") 前 8 个字节 mod 10000。',
    '奖品按表中顺序占用与其概率（基点）等宽的号码区间；落在区间之外即为“谢谢参与”。',
    '每个奖品每轮有独立库存，按抽奖顺序扣减。若抽中的奖品已无库存，结果为“谢谢参与”。',
    '本轮结束后种子公开，你可以在自己的设备上核验每一次抽奖。',
  ].join('\n'),
};
