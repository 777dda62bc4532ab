import type { LangPack } from '../types';

/**
 * School-type names (spec §2 enumeration, in SCHOOL_TYPES order: all, preschool, primary,
 * secondary I middle, secondary I gymnasium, secondary II, vocational, remedial, adult education),
 * learning-year labels and the bestseller badge for the supplementary worlds, so their catalogue
 * shows no English (issue 6).
 */
interface SchoolSpec {
  schools: [string, string, string, string, string, string, string, string, string];
  best: string;
  year: (n: number) => string;
}

const SPECS: Record<string, SchoolSpec> = {
  bg: { schools: ['Всички видове училища', 'Детска градина', 'Начално училище', 'Прогимназия', 'Профилирана прогимназия', 'Гимназия', 'Професионална гимназия', 'Специално училище', 'Обучение на възрастни'], best: 'Бестселър в {subject}', year: (n) => `${n}. година на обучение` },
  cn: { schools: ['所有学校类型', '幼儿园', '小学', '初中', '重点初中', '高中', '职业学校', '特殊教育学校', '成人教育'], best: '{subject}畅销', year: (n) => `第 ${n} 学年` },
  cz: { schools: ['Všechny typy škol', 'Mateřská škola', 'Základní škola (1. stupeň)', 'Základní škola (2. stupeň)', 'Víceleté gymnázium', 'Střední škola', 'Odborná škola', 'Speciální škola', 'Vzdělávání dospělých'], best: 'Nejprodávanější: {subject}', year: (n) => `${n}. rok výuky` },
  dk: { schools: ['Alle skoletyper', 'Børnehave', 'Indskoling', 'Mellemtrin', 'Udskoling', 'Gymnasium', 'Erhvervsskole', 'Specialskole', 'Voksenuddannelse'], best: 'Bestseller i {subject}', year: (n) => `${n}. læringsår` },
  fi: { schools: ['Kaikki koulumuodot', 'Esiopetus', 'Alakoulu', 'Yläkoulu', 'Yläkoulu (painotettu opetus)', 'Lukio', 'Ammattikoulu', 'Erityiskoulu', 'Aikuiskoulutus'], best: 'Myydyin: {subject}', year: (n) => `${n}. oppimisvuosi` },
  hi: { schools: ['सभी स्कूल प्रकार', 'पूर्व-प्राथमिक', 'प्राथमिक विद्यालय', 'उच्च प्राथमिक', 'माध्यमिक (विशेष)', 'उच्चतर माध्यमिक', 'व्यावसायिक विद्यालय', 'विशेष विद्यालय', 'प्रौढ़ शिक्षा'], best: '{subject} में बेस्टसेलर', year: (n) => `अध्ययन वर्ष ${n}` },
  hr: { schools: ['Sve vrste škola', 'Vrtić', 'Razredna nastava', 'Predmetna nastava', 'Gimnazijski program (niži razredi)', 'Srednja škola', 'Strukovna škola', 'Posebna škola', 'Obrazovanje odraslih'], best: 'Najprodavanije: {subject}', year: (n) => `${n}. godina učenja` },
  hu: { schools: ['Minden iskolatípus', 'Óvoda', 'Alsó tagozat', 'Felső tagozat', 'Hat- és nyolcosztályos gimnázium', 'Középiskola', 'Szakképző iskola', 'Gyógypedagógiai iskola', 'Felnőttképzés'], best: 'Sikerlista: {subject}', year: (n) => `${n}. tanulási év` },
  id: { schools: ['Semua jenis sekolah', 'PAUD/TK', 'SD', 'SMP', 'SMP unggulan', 'SMA', 'SMK', 'Sekolah luar biasa', 'Pendidikan orang dewasa'], best: 'Terlaris di {subject}', year: (n) => `Tahun belajar ${n}` },
  jp: { schools: ['すべての学校種別', '幼稚園', '小学校', '中学校', '中高一貫校（中学）', '高等学校', '専門学校', '特別支援学校', '社会人教育'], best: '{subject}のベストセラー', year: (n) => `学習年 ${n}` },
  kr: { schools: ['모든 학교 유형', '유치원', '초등학교', '중학교', '특목 중학교', '고등학교', '직업학교', '특수학교', '성인 교육'], best: '{subject} 베스트셀러', year: (n) => `학습 ${n}년차` },
  kz: { schools: ['Барлық мектеп түрлері', 'Мектепке дейінгі білім', 'Бастауыш мектеп', 'Негізгі мектеп', 'Гимназия (негізгі саты)', 'Жоғары сынып', 'Кәсіптік колледж', 'Арнайы мектеп', 'Ересектерді оқыту'], best: '{subject}: бестселлер', year: (n) => `${n}-оқу жылы` },
  // World my: Malayalam (spec §1 my → ml, see minor.ts).
  my: { schools: ['എല്ലാ സ്കൂൾ തരങ്ങളും', 'പ്രീ-പ്രൈമറി', 'ലോവർ പ്രൈമറി', 'അപ്പർ പ്രൈമറി', 'ഹൈസ്കൂൾ', 'ഹയർ സെക്കൻഡറി', 'വൊക്കേഷണൽ ഹയർ സെക്കൻഡറി', 'പ്രത്യേക വിദ്യാലയം', 'മുതിർന്നവർക്കുള്ള വിദ്യാഭ്യാസം'], best: '{subject}: ബെസ്റ്റ് സെല്ലർ', year: (n) => `പഠനവർഷം ${n}` },
  nl: { schools: ['Alle schooltypen', 'Kleuterschool', 'Basisschool', 'Vmbo', 'Havo/vwo onderbouw', 'Bovenbouw havo/vwo', 'Mbo', 'Speciaal onderwijs', 'Volwassenenonderwijs'], best: 'Bestverkocht in {subject}', year: (n) => `Leerjaar ${n}` },
  no: { schools: ['Alle skoletyper', 'Barnehage', 'Barneskole', 'Ungdomsskole', 'Ungdomsskole (fordypning)', 'Videregående skole', 'Yrkesfag', 'Spesialskole', 'Voksenopplæring'], best: 'Bestselger i {subject}', year: (n) => `Læringsår ${n}` },
  pl: { schools: ['Wszystkie typy szkół', 'Przedszkole', 'Szkoła podstawowa (klasy 1–3)', 'Szkoła podstawowa (klasy 4–8)', 'Klasy dwujęzyczne', 'Liceum', 'Technikum i szkoła branżowa', 'Szkoła specjalna', 'Edukacja dorosłych'], best: 'Bestseller: {subject}', year: (n) => `${n}. rok nauki` },
  ro: { schools: ['Toate tipurile de școli', 'Grădiniță', 'Ciclul primar', 'Ciclul gimnazial', 'Gimnaziu cu profil', 'Liceu', 'Școală profesională', 'Școală specială', 'Educația adulților'], best: 'Cel mai vândut la {subject}', year: (n) => `Anul de studiu ${n}` },
  rs: { schools: ['Све врсте школа', 'Предшколско', 'Млађи разреди основне школе', 'Старији разреди основне школе', 'Гимназијски програм', 'Средња школа', 'Стручна школа', 'Специјална школа', 'Образовање одраслих'], best: 'Најпродаваније: {subject}', year: (n) => `${n}. година учења` },
  se: { schools: ['Alla skolformer', 'Förskola', 'Låg- och mellanstadiet', 'Högstadiet', 'Högstadiet (profil)', 'Gymnasiet', 'Yrkesprogram', 'Anpassad skola', 'Vuxenutbildning'], best: 'Bästsäljare i {subject}', year: (n) => `Läsår ${n}` },
  sk: { schools: ['Všetky typy škôl', 'Materská škola', 'Základná škola (1. stupeň)', 'Základná škola (2. stupeň)', 'Osemročné gymnázium', 'Stredná škola', 'Odborná škola', 'Špeciálna škola', 'Vzdelávanie dospelých'], best: 'Najpredávanejšie: {subject}', year: (n) => `${n}. rok výučby` },
  th: { schools: ['ทุกประเภทโรงเรียน', 'อนุบาล', 'ประถมศึกษา', 'มัธยมศึกษาตอนต้น', 'มัธยมต้น (ห้องเรียนพิเศษ)', 'มัธยมศึกษาตอนปลาย', 'อาชีวศึกษา', 'การศึกษาพิเศษ', 'การศึกษาผู้ใหญ่'], best: 'ขายดีในวิชา{subject}', year: (n) => `ปีการศึกษาที่ ${n}` },
  ua: { schools: ['Усі типи шкіл', 'Дошкільна освіта', 'Початкова школа', 'Базова середня школа', 'Гімназія (базовий рівень)', 'Профільна старша школа', 'Професійна освіта', 'Спеціальна школа', 'Освіта дорослих'], best: 'Бестселер: {subject}', year: (n) => `${n}-й рік навчання` },
};

const ORDER = ['all', 'preschool', 'primary', 'secondary_i_middle', 'secondary_i_gymnasium', 'secondary_ii', 'vocational', 'remedial', 'adult_education'] as const;

/** The school part of a supplementary world's language pack, or nothing for a world without one. */
export function schoolPack(world: string): Pick<LangPack, 'schoolTypes' | 'learningYear' | 'bestIn'> | Record<string, never> {
  const spec = SPECS[world];
  if (!spec) return {};
  return {
    schoolTypes: Object.fromEntries(ORDER.map((type, i) => [type, spec.schools[i]])) as LangPack['schoolTypes'],
    learningYear: spec.year,
    bestIn: (subject) => spec.best.replace('{subject}', subject),
  };
}
