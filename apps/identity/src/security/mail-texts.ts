import type { MailMessage } from '@nova/platform/mail';

/**
 * The mails of the account-security flows, plain text, in the player's
 * interface language (English until one is chosen).
 */
type Language = 'en' | 'th' | 'hi' | 'bn' | 'ar';

interface CodeMail {
  to: string;
  username: string;
  code: string;
  link: string;
  minutes: number;
}

interface ResetMail {
  to: string;
  username: string;
  link: string;
  minutes: number;
}

const codeMails: Record<Language, (mail: CodeMail) => { subject: string; lines: string[] }> = {
  en: ({ to, username, code, link, minutes }) => ({
    subject: `Your Nova Jackpot confirmation code: ${code}`,
    lines: [`Hello ${username},`, '', `Your confirmation code is ${code}.`, `Or open this link to confirm ${to}: ${link}`, '', `The code and the link work once, for ${minutes} minutes.`, 'If you did not ask for this, ignore this mail: nothing changes.'],
  }),
  th: ({ to, username, code, link, minutes }) => ({
    subject: `รหัสยืนยัน Nova Jackpot ของคุณ: ${code}`,
    lines: [`สวัสดี ${username}`, '', `รหัสยืนยันของคุณคือ ${code}`, `หรือเปิดลิงก์นี้เพื่อยืนยัน ${to}: ${link}`, '', `รหัสและลิงก์ใช้ได้ครั้งเดียว ภายใน ${minutes} นาที`, 'หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีอะไรเปลี่ยนแปลง'],
  }),
  hi: ({ to, username, code, link, minutes }) => ({
    subject: `आपका Nova Jackpot पुष्टि कोड: ${code}`,
    lines: [`नमस्ते ${username},`, '', `आपका पुष्टि कोड ${code} है।`, `या ${to} की पुष्टि के लिए यह लिंक खोलें: ${link}`, '', `कोड और लिंक एक बार, ${minutes} मिनट तक काम करते हैं।`, 'अगर आपने यह नहीं माँगा, तो इस मेल को अनदेखा करें: कुछ नहीं बदलेगा।'],
  }),
  bn: ({ to, username, code, link, minutes }) => ({
    subject: `আপনার Nova Jackpot নিশ্চিতকরণ কোড: ${code}`,
    lines: [`হ্যালো ${username},`, '', `আপনার নিশ্চিতকরণ কোড ${code}।`, `অথবা ${to} নিশ্চিত করতে এই লিংকটি খুলুন: ${link}`, '', `কোড ও লিংক একবার, ${minutes} মিনিটের জন্য কাজ করে।`, 'আপনি এটি না চাইলে এই মেইলটি উপেক্ষা করুন: কিছুই বদলাবে না।'],
  }),
  ar: ({ to, username, code, link, minutes }) => ({
    subject: `رمز تأكيد Nova Jackpot الخاص بك: ${code}`,
    lines: [`مرحبًا ${username}،`, '', `رمز التأكيد الخاص بك هو ${code}.`, `أو افتح هذا الرابط لتأكيد ${to}: ${link}`, '', `يعمل الرمز والرابط مرة واحدة خلال ${minutes} دقيقة.`, 'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يتغيّر شيء.'],
  }),
};

const resetMails: Record<Language, (mail: ResetMail) => { subject: string; lines: string[] }> = {
  en: ({ username, link, minutes }) => ({
    subject: 'Reset your Nova Jackpot password',
    lines: [`Hello ${username},`, '', `Open this link to choose a new password: ${link}`, '', `The link works once, for ${minutes} minutes. A reset signs you out everywhere.`, 'If you did not ask for this, ignore this mail: your password stays as it is.'],
  }),
  th: ({ username, link, minutes }) => ({
    subject: 'รีเซ็ตรหัสผ่าน Nova Jackpot ของคุณ',
    lines: [`สวัสดี ${username}`, '', `เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่: ${link}`, '', `ลิงก์ใช้ได้ครั้งเดียว ภายใน ${minutes} นาที การรีเซ็ตจะทำให้คุณออกจากระบบทุกอุปกรณ์`, 'หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะยังคงเดิม'],
  }),
  hi: ({ username, link, minutes }) => ({
    subject: 'अपना Nova Jackpot पासवर्ड रीसेट करें',
    lines: [`नमस्ते ${username},`, '', `नया पासवर्ड चुनने के लिए यह लिंक खोलें: ${link}`, '', `लिंक एक बार, ${minutes} मिनट तक काम करता है। रीसेट से आप हर जगह से साइन आउट हो जाएँगे।`, 'अगर आपने यह नहीं माँगा, तो इस मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।'],
  }),
  bn: ({ username, link, minutes }) => ({
    subject: 'আপনার Nova Jackpot পাসওয়ার্ড রিসেট করুন',
    lines: [`হ্যালো ${username},`, '', `নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন: ${link}`, '', `লিংকটি একবার, ${minutes} মিনিটের জন্য কাজ করে। রিসেট করলে আপনি সব জায়গা থেকে সাইন আউট হবেন।`, 'আপনি এটি না চাইলে এই মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।'],
  }),
  ar: ({ username, link, minutes }) => ({
    subject: 'أعد تعيين كلمة مرور Nova Jackpot',
    lines: [`مرحبًا ${username}،`, '', `افتح هذا الرابط لاختيار كلمة مرور جديدة: ${link}`, '', `يعمل الرابط مرة واحدة خلال ${minutes} دقيقة. تؤدي إعادة التعيين إلى تسجيل خروجك من كل مكان.`, 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.'],
  }),
};

const languageOf = (language: string | null | undefined): Language =>
  language === 'th' || language === 'hi' || language === 'bn' || language === 'ar' ? language : 'en';

export function emailCodeMail(input: CodeMail & { language?: string | null }): MailMessage {
  const { subject, lines } = codeMails[languageOf(input.language)](input);
  return { to: input.to, subject, text: lines.join('\n') };
}

export function passwordResetMail(input: ResetMail & { language?: string | null }): MailMessage {
  const { subject, lines } = resetMails[languageOf(input.language)](input);
  return { to: input.to, subject, text: lines.join('\n') };
}
