import type { PlayerLanguage } from '@nova/contracts';

/** What the bot answers a player's /start: in the language the code was made in, English otherwise. */
export const botReplies: Record<'linked' | 'invalidCode' | 'howTo', Record<PlayerLanguage, string>> = {
  linked: {
    en: '✅ Connected: Nova Jackpot will send your notifications to this chat. You can disconnect it in your profile.',
    th: '✅ เชื่อมต่อแล้ว: Nova Jackpot จะส่งการแจ้งเตือนของคุณมาที่แชทนี้ คุณยกเลิกการเชื่อมต่อได้ในโปรไฟล์ของคุณ',
    hi: '✅ जुड़ गया: Nova Jackpot आपकी सूचनाएँ इस चैट में भेजेगा। आप इसे अपनी प्रोफ़ाइल में डिस्कनेक्ट कर सकते हैं।',
    bn: '✅ সংযুক্ত হয়েছে: Nova Jackpot আপনার বিজ্ঞপ্তিগুলো এই চ্যাটে পাঠাবে। আপনি আপনার প্রোফাইল থেকে এটি বিচ্ছিন্ন করতে পারেন।',
    ar: '✅ تم الربط: سيرسل Nova Jackpot إشعاراتك إلى هذه المحادثة. يمكنك إلغاء الربط من ملفك الشخصي.',
  },
  invalidCode: {
    en: '❌ This code has expired or was already used. Open your Nova Jackpot profile and make a new one.',
    th: '❌ รหัสนี้หมดอายุหรือถูกใช้ไปแล้ว เปิดโปรไฟล์ Nova Jackpot ของคุณแล้วสร้างรหัสใหม่',
    hi: '❌ यह कोड समाप्त हो गया है या पहले ही उपयोग हो चुका है। अपनी Nova Jackpot प्रोफ़ाइल खोलें और नया कोड बनाएँ।',
    bn: '❌ এই কোডের মেয়াদ শেষ হয়েছে বা এটি আগেই ব্যবহার করা হয়েছে। আপনার Nova Jackpot প্রোফাইল খুলে নতুন একটি তৈরি করুন।',
    ar: '❌ انتهت صلاحية هذا الرمز أو سبق استخدامه. افتح ملفك الشخصي في Nova Jackpot وأنشئ رمزًا جديدًا.',
  },
  howTo: {
    en: 'To get your Nova Jackpot notifications here, open Profile → Notifications in the app and press "Connect Telegram".',
    th: 'หากต้องการรับการแจ้งเตือน Nova Jackpot ที่นี่ ให้เปิด โปรไฟล์ → การแจ้งเตือน ในแอปแล้วกด "เชื่อมต่อ Telegram"',
    hi: 'Nova Jackpot की सूचनाएँ यहाँ पाने के लिए ऐप में प्रोफ़ाइल → सूचनाएँ खोलें और "Telegram जोड़ें" दबाएँ।',
    bn: 'এখানে Nova Jackpot-এর বিজ্ঞপ্তি পেতে অ্যাপে প্রোফাইল → বিজ্ঞপ্তি খুলে "Telegram সংযুক্ত করুন" চাপুন।',
    ar: 'لتلقي إشعارات Nova Jackpot هنا، افتح الملف الشخصي ← الإشعارات في التطبيق واضغط "ربط Telegram".',
  },
};
