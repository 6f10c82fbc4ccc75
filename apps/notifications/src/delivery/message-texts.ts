import type { PlayerLanguage, PlayerNotificationType } from '@nova/contracts';

/** A title and a body per type, with {placeholders} filled from the notification's params. */
type Texts = Record<PlayerNotificationType, { title: string; body: string }>;

/**
 * The channels' texts (email, push, Telegram) in the five languages the app
 * speaks. The web renders its own from the same type and params (react-intl).
 */
export const messageTexts: Record<PlayerLanguage, Texts> = {
  en: {
    win: { title: 'You won in {draw}!', body: 'Your {tickets} winning ticket(s) in {draw} won {amount}.' },
    prize_paid: { title: 'Prize paid', body: 'Your prize of {amount} from {draw} is in your wallet.' },
    deposit_approved: { title: 'Deposit approved', body: 'Your deposit of {amount} was approved and credited to your wallet.' },
    deposit_rejected: { title: 'Deposit rejected', body: 'Your deposit of {amount} was rejected. {reason}' },
    withdrawal_processed: { title: 'Withdrawal {outcome}', body: 'Your withdrawal of {amount} was {outcome}. {reason}' },
    draw_results: { title: 'Results of {draw}', body: 'The results of {draw}, a draw you played, are out.' },
    subscription_bought: { title: 'Tickets bought for {draw}', body: 'Your subscription bought {tickets} ticket(s) in {draw}.' },
    subscription_skipped: { title: 'Subscription skipped {draw}', body: 'Your subscription did not buy tickets in {draw}. {reason}' },
    limit_reached: { title: 'Limit reached', body: 'Your {period} {limit} limit was reached.' },
    support_reply: { title: 'Support answered', body: 'Support replied to your conversation "{subject}".' },
  },
  th: {
    win: { title: 'คุณถูกรางวัลใน {draw}!', body: 'ตั๋วที่ถูกรางวัล {tickets} ใบของคุณใน {draw} ได้รับ {amount}' },
    prize_paid: { title: 'จ่ายรางวัลแล้ว', body: 'รางวัล {amount} จาก {draw} เข้ากระเป๋าเงินของคุณแล้ว' },
    deposit_approved: { title: 'อนุมัติการฝากเงินแล้ว', body: 'การฝากเงิน {amount} ของคุณได้รับการอนุมัติและเข้ากระเป๋าเงินแล้ว' },
    deposit_rejected: { title: 'การฝากเงินถูกปฏิเสธ', body: 'การฝากเงิน {amount} ของคุณถูกปฏิเสธ {reason}' },
    withdrawal_processed: { title: 'การถอนเงิน{outcome}', body: 'การถอนเงิน {amount} ของคุณ{outcome} {reason}' },
    draw_results: { title: 'ผลของ {draw}', body: 'ผลการออกรางวัล {draw} ที่คุณร่วมเล่นประกาศแล้ว' },
    subscription_bought: { title: 'ซื้อตั๋วสำหรับ {draw} แล้ว', body: 'การสมัครรับของคุณซื้อตั๋ว {tickets} ใบใน {draw}' },
    subscription_skipped: { title: 'ข้าม {draw}', body: 'การสมัครรับของคุณไม่ได้ซื้อตั๋วใน {draw} {reason}' },
    limit_reached: { title: 'ถึงขีดจำกัดแล้ว', body: 'คุณถึงขีดจำกัด{limit}{period}แล้ว' },
    support_reply: { title: 'ฝ่ายช่วยเหลือตอบกลับแล้ว', body: 'ฝ่ายช่วยเหลือตอบกลับการสนทนา "{subject}" ของคุณแล้ว' },
  },
  hi: {
    win: { title: 'आप {draw} में जीते!', body: '{draw} में आपके {tickets} विजेता टिकट ने {amount} जीते।' },
    prize_paid: { title: 'इनाम का भुगतान हुआ', body: '{draw} से आपका {amount} का इनाम आपके वॉलेट में है।' },
    deposit_approved: { title: 'जमा स्वीकृत', body: 'आपकी {amount} की जमा राशि स्वीकृत होकर आपके वॉलेट में जुड़ गई।' },
    deposit_rejected: { title: 'जमा अस्वीकृत', body: 'आपकी {amount} की जमा राशि अस्वीकृत हुई। {reason}' },
    withdrawal_processed: { title: 'निकासी {outcome}', body: 'आपकी {amount} की निकासी {outcome}। {reason}' },
    draw_results: { title: '{draw} के परिणाम', body: 'आपके खेले गए ड्रॉ {draw} के परिणाम आ गए हैं।' },
    subscription_bought: { title: '{draw} के टिकट खरीदे गए', body: 'आपकी सदस्यता ने {draw} में {tickets} टिकट खरीदे।' },
    subscription_skipped: { title: '{draw} छोड़ा गया', body: 'आपकी सदस्यता ने {draw} में टिकट नहीं खरीदे। {reason}' },
    limit_reached: { title: 'सीमा पूरी हुई', body: 'आपकी {period} {limit} सीमा पूरी हो गई।' },
    support_reply: { title: 'सहायता ने उत्तर दिया', body: 'सहायता ने आपकी बातचीत "{subject}" का उत्तर दिया।' },
  },
  bn: {
    win: { title: 'আপনি {draw}-এ জিতেছেন!', body: '{draw}-এ আপনার {tickets}টি বিজয়ী টিকিট {amount} জিতেছে।' },
    prize_paid: { title: 'পুরস্কার পরিশোধিত', body: '{draw} থেকে আপনার {amount} পুরস্কার আপনার ওয়ালেটে জমা হয়েছে।' },
    deposit_approved: { title: 'জমা অনুমোদিত', body: 'আপনার {amount} জমা অনুমোদিত হয়ে ওয়ালেটে যোগ হয়েছে।' },
    deposit_rejected: { title: 'জমা প্রত্যাখ্যাত', body: 'আপনার {amount} জমা প্রত্যাখ্যাত হয়েছে। {reason}' },
    withdrawal_processed: { title: 'উত্তোলন {outcome}', body: 'আপনার {amount} উত্তোলন {outcome}। {reason}' },
    draw_results: { title: '{draw}-এর ফলাফল', body: 'আপনার খেলা ড্র {draw}-এর ফলাফল প্রকাশিত হয়েছে।' },
    subscription_bought: { title: '{draw}-এর টিকিট কেনা হয়েছে', body: 'আপনার সাবস্ক্রিপশন {draw}-এ {tickets}টি টিকিট কিনেছে।' },
    subscription_skipped: { title: '{draw} বাদ পড়েছে', body: 'আপনার সাবস্ক্রিপশন {draw}-এ টিকিট কেনেনি। {reason}' },
    limit_reached: { title: 'সীমায় পৌঁছেছেন', body: 'আপনার {period} {limit} সীমায় পৌঁছে গেছেন।' },
    support_reply: { title: 'সহায়তা উত্তর দিয়েছে', body: 'সহায়তা আপনার কথোপকথন "{subject}"-এর উত্তর দিয়েছে।' },
  },
  ar: {
    win: { title: 'لقد ربحت في {draw}!', body: 'ربحت تذاكرك الفائزة ({tickets}) في {draw} مبلغ {amount}.' },
    prize_paid: { title: 'تم دفع الجائزة', body: 'جائزتك البالغة {amount} من {draw} أصبحت في محفظتك.' },
    deposit_approved: { title: 'تمت الموافقة على الإيداع', body: 'تمت الموافقة على إيداعك البالغ {amount} وإضافته إلى محفظتك.' },
    deposit_rejected: { title: 'تم رفض الإيداع', body: 'تم رفض إيداعك البالغ {amount}. {reason}' },
    withdrawal_processed: { title: 'السحب {outcome}', body: 'سحبك البالغ {amount} {outcome}. {reason}' },
    draw_results: { title: 'نتائج {draw}', body: 'صدرت نتائج {draw}، وهو سحب شاركت فيه.' },
    subscription_bought: { title: 'تم شراء تذاكر {draw}', body: 'اشترى اشتراكك {tickets} تذكرة في {draw}.' },
    subscription_skipped: { title: 'تم تخطي {draw}', body: 'لم يشترِ اشتراكك تذاكر في {draw}. {reason}' },
    limit_reached: { title: 'تم بلوغ الحد', body: 'لقد بلغت حد {limit} {period}.' },
    support_reply: { title: 'رد فريق الدعم', body: 'رد فريق الدعم على محادثتك "{subject}".' },
  },
};

/** Words the texts above put in {outcome}, {limit}, {period} and a skip's {reason}. */
export const messageWords: Record<PlayerLanguage, Record<string, string>> = {
  en: { completed: 'completed', rejected: 'rejected', deposit: 'deposit', loss: 'loss', spend: 'spending', day: 'daily', week: 'weekly', month: 'monthly', 'reason:balance': 'Your balance was too low.', 'reason:limit': 'One of your limits stopped it.', 'reason:excluded': 'Play is paused on your account.', 'reason:closed': 'Sales had closed.', 'reason:prize-pool-below-minimum': 'The prize pool was below your minimum.', 'reason:rejected': 'The purchase was refused.' },
  th: { completed: 'สำเร็จแล้ว', rejected: 'ถูกปฏิเสธ', deposit: 'การฝาก', loss: 'การขาดทุน', spend: 'การใช้จ่าย', day: 'รายวัน', week: 'รายสัปดาห์', month: 'รายเดือน', 'reason:balance': 'ยอดเงินของคุณไม่พอ', 'reason:limit': 'ขีดจำกัดของคุณทำให้ซื้อไม่ได้', 'reason:excluded': 'บัญชีของคุณหยุดการเล่นชั่วคราว', 'reason:closed': 'ปิดการขายแล้ว', 'reason:prize-pool-below-minimum': 'เงินรางวัลรวมต่ำกว่าขั้นต่ำที่คุณตั้งไว้', 'reason:rejected': 'การซื้อถูกปฏิเสธ' },
  hi: { completed: 'पूरी हुई', rejected: 'अस्वीकृत हुई', deposit: 'जमा', loss: 'हानि', spend: 'ख़र्च', day: 'दैनिक', week: 'साप्ताहिक', month: 'मासिक', 'reason:balance': 'आपका बैलेंस कम था।', 'reason:limit': 'आपकी किसी सीमा ने इसे रोका।', 'reason:excluded': 'आपके खाते पर खेल रुका हुआ है।', 'reason:closed': 'बिक्री बंद हो चुकी थी।', 'reason:prize-pool-below-minimum': 'इनाम राशि आपकी न्यूनतम सीमा से कम थी।', 'reason:rejected': 'ख़रीद अस्वीकार हुई।' },
  bn: { completed: 'সম্পন্ন হয়েছে', rejected: 'প্রত্যাখ্যাত হয়েছে', deposit: 'জমা', loss: 'ক্ষতি', spend: 'খরচ', day: 'দৈনিক', week: 'সাপ্তাহিক', month: 'মাসিক', 'reason:balance': 'আপনার ব্যালান্স কম ছিল।', 'reason:limit': 'আপনার একটি সীমা এটি আটকেছে।', 'reason:excluded': 'আপনার অ্যাকাউন্টে খেলা বন্ধ আছে।', 'reason:closed': 'বিক্রি বন্ধ হয়ে গিয়েছিল।', 'reason:prize-pool-below-minimum': 'পুরস্কার তহবিল আপনার ন্যূনতমের চেয়ে কম ছিল।', 'reason:rejected': 'কেনা প্রত্যাখ্যাত হয়েছে।' },
  ar: { completed: 'اكتمل', rejected: 'رُفض', deposit: 'الإيداع', loss: 'الخسارة', spend: 'الإنفاق', day: 'اليومي', week: 'الأسبوعي', month: 'الشهري', 'reason:balance': 'رصيدك غير كافٍ.', 'reason:limit': 'أوقفه أحد حدودك.', 'reason:excluded': 'اللعب متوقف مؤقتًا في حسابك.', 'reason:closed': 'كان البيع قد أُغلق.', 'reason:prize-pool-below-minimum': 'كان مجموع الجوائز أقل من الحد الأدنى الذي حددته.', 'reason:rejected': 'تم رفض الشراء.' },
};

/** The email's closing line with the link, per language. */
export const openInAppLine: Record<PlayerLanguage, string> = {
  en: 'Open Nova Jackpot: {link}',
  th: 'เปิด Nova Jackpot: {link}',
  hi: 'Nova Jackpot खोलें: {link}',
  bn: 'Nova Jackpot খুলুন: {link}',
  ar: 'افتح Nova Jackpot: {link}',
};
