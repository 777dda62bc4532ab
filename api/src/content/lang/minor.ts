import { MATERIAL_TYPES, SUBJECT_CODES, type LangPack, type MaterialType, type SubjectCode } from '../types';

/**
 * Supplementary worlds: subject and material-type names, grade labels, title and description
 * templates and names in the language; the community texts are in texts/ (lang/index.ts merges them).
 * Subjects are listed in SUBJECT_CODES order, types in MATERIAL_TYPES order.
 */
interface MinorSpec {
  subjects: string[];
  types: string[];
  grade: (n: number) => string;
  templates: string[];
  sentences: string[];
  first: string[];
  last: string[];
  familyFirst?: boolean;
  joiner?: string;
}

export type MinorPack = Partial<LangPack> & { nameOf: (first: string, last: string) => string };

function pack(spec: MinorSpec): MinorPack {
  const subjects = Object.fromEntries(
    SUBJECT_CODES.map((code, i) => [code, { title: spec.subjects[i] ?? code, topics: [] as string[] }]),
  ) as Record<SubjectCode, { title: string; topics: string[] }>;
  const materialTypes = Object.fromEntries(MATERIAL_TYPES.map((t, i) => [t, spec.types[i] ?? t])) as Record<MaterialType, string>;
  const joiner = spec.joiner ?? ' ';
  return {
    subjects,
    materialTypes,
    grade: spec.grade,
    titleTemplates: spec.templates,
    descriptionSentences: spec.sentences,
    firstNames: spec.first,
    lastNames: spec.last,
    nameOf: (first, last) => (spec.familyFirst ? `${last}${joiner}${first}` : `${first} ${last}`),
  };
}

export const minor: Record<string, MinorPack> = {
  bg: pack({
    subjects: ['Математика', 'Български език и литература', 'Английски език', 'Биология', 'История', 'География', 'Физика', 'Химия', 'Изобразително изкуство', 'Музика', 'Етика', 'Информатика'],
    types: ['Работен лист', 'План на урок', 'Презентация', 'Тест', 'Образователна игра', 'Учебна тетрадка', 'Табло', 'Пакет материали'],
    grade: (n) => `${n} клас`,
    templates: ['{type}: {subject} – {grade}', '{subject} за {grade}: {type}'],
    sentences: ['Този материал ({type}) по {subject} помага на учениците от {grade} да учат самостоятелно.', 'Включва отговори и е готов за печат.'],
    first: ['Мария', 'Иван', 'Елена', 'Георги'], last: ['Иванова', 'Петров', 'Димитрова', 'Николов'],
  }),
  cn: pack({
    subjects: ['数学', '语文', '英语', '生物', '历史', '地理', '物理', '化学', '美术', '音乐', '道德与法治', '信息技术'],
    types: ['练习题', '教案', '课件', '测试卷', '教育游戏', '练习册', '海报', '资料包'],
    grade: (n) => (n <= 6 ? `小学 ${n} 年级` : n <= 9 ? `初中 ${n - 6} 年级` : `高中 ${n - 9} 年级`),
    templates: ['{subject} {type}（{grade}）', '{grade} {subject}：{type}'],
    sentences: ['这份{subject}{type}帮助{grade}学生自主学习。', '包含答案，可直接打印使用。'],
    first: ['伟', '芳', '静', '磊'], last: ['王', '李', '张', '刘'], familyFirst: true, joiner: '',
  }),
  cz: pack({
    subjects: ['Matematika', 'Český jazyk', 'Angličtina', 'Přírodopis', 'Dějepis', 'Zeměpis', 'Fyzika', 'Chemie', 'Výtvarná výchova', 'Hudební výchova', 'Etická výchova', 'Informatika'],
    types: ['Pracovní list', 'Příprava na hodinu', 'Prezentace', 'Test', 'Výuková hra', 'Pracovní sešit', 'Plakát', 'Balíček materiálů'],
    grade: (n) => `${n}. třída`,
    templates: ['{type}: {subject} pro {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Tento materiál ({type}) z předmětu {subject} pomáhá žákům ({grade}) učit se samostatně.', 'Obsahuje řešení a je připraven k tisku.'],
    first: ['Jana', 'Petr', 'Lucie', 'Tomáš'], last: ['Nováková', 'Svoboda', 'Dvořáková', 'Černý'],
  }),
  dk: pack({
    subjects: ['Matematik', 'Dansk', 'Engelsk', 'Biologi', 'Historie', 'Geografi', 'Fysik', 'Kemi', 'Billedkunst', 'Musik', 'Kristendomskundskab', 'Informatik'],
    types: ['Arbejdsark', 'Undervisningsforløb', 'Præsentation', 'Prøve', 'Læringsspil', 'Arbejdshæfte', 'Plakat', 'Materialepakke'],
    grade: (n) => `${n}. klasse`,
    templates: ['{type}: {subject} til {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Dette materiale ({type}) i {subject} hjælper eleverne i {grade} med at arbejde selvstændigt.', 'Med facitliste og klar til print.'],
    first: ['Mette', 'Lars', 'Sofie', 'Jens'], last: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen'],
  }),
  fi: pack({
    subjects: ['Matematiikka', 'Äidinkieli ja kirjallisuus', 'Englanti', 'Biologia', 'Historia', 'Maantieto', 'Fysiikka', 'Kemia', 'Kuvataide', 'Musiikki', 'Elämänkatsomustieto', 'Ohjelmointi'],
    types: ['Tehtävämoniste', 'Tuntisuunnitelma', 'Esitys', 'Koe', 'Oppimispeli', 'Työkirja', 'Juliste', 'Materiaalipaketti'],
    grade: (n) => `${n}. luokka`,
    templates: ['{type}: {subject}, {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Tämä materiaali ({type}, {subject}) tukee oppilaiden itsenäistä työskentelyä ({grade}).', 'Sisältää vastaukset ja on valmis tulostettavaksi.'],
    first: ['Aino', 'Mikko', 'Laura', 'Juha'], last: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen'],
  }),
  hi: pack({
    subjects: ['गणित', 'हिंदी', 'अंग्रेज़ी', 'जीव विज्ञान', 'इतिहास', 'भूगोल', 'भौतिकी', 'रसायन विज्ञान', 'कला', 'संगीत', 'नैतिक शिक्षा', 'कंप्यूटर विज्ञान'],
    types: ['वर्कशीट', 'पाठ योजना', 'प्रस्तुति', 'परीक्षा', 'शैक्षिक खेल', 'कार्यपुस्तिका', 'पोस्टर', 'सामग्री पैकेज'],
    grade: (n) => `कक्षा ${n}`,
    templates: ['{subject} {type} – {grade}', '{grade} के लिए {subject}: {type}'],
    sentences: ['यह {subject} {type} {grade} के छात्रों को स्वयं सीखने में मदद करता है।', 'उत्तर सहित, प्रिंट के लिए तैयार।'],
    first: ['प्रिया', 'राहुल', 'अनीता', 'अमित'], last: ['शर्मा', 'वर्मा', 'गुप्ता', 'सिंह'],
  }),
  hr: pack({
    subjects: ['Matematika', 'Hrvatski jezik', 'Engleski jezik', 'Biologija', 'Povijest', 'Geografija', 'Fizika', 'Kemija', 'Likovna kultura', 'Glazbena kultura', 'Etika', 'Informatika'],
    types: ['Radni listić', 'Priprema za sat', 'Prezentacija', 'Ispit znanja', 'Obrazovna igra', 'Radna bilježnica', 'Plakat', 'Paket materijala'],
    grade: (n) => `${n}. razred`,
    templates: ['{type}: {subject} za {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Ovaj materijal ({type}) iz predmeta {subject} pomaže učenicima ({grade}) u samostalnom učenju.', 'Sadrži rješenja i spreman je za ispis.'],
    first: ['Ana', 'Ivan', 'Marija', 'Luka'], last: ['Horvat', 'Kovačević', 'Babić', 'Marić'],
  }),
  hu: pack({
    subjects: ['Matematika', 'Magyar nyelv és irodalom', 'Angol nyelv', 'Biológia', 'Történelem', 'Földrajz', 'Fizika', 'Kémia', 'Vizuális kultúra', 'Ének-zene', 'Etika', 'Digitális kultúra'],
    types: ['Feladatlap', 'Óravázlat', 'Prezentáció', 'Dolgozat', 'Oktatójáték', 'Munkafüzet', 'Plakát', 'Tananyagcsomag'],
    grade: (n) => `${n}. osztály`,
    templates: ['{type}: {subject} ({grade})', '{subject} – {type}, {grade}'],
    sentences: ['{subject}: ez a tananyag ({type}) a tanulók önálló munkáját segíti ({grade}).', 'Megoldókulccsal, nyomtatásra készen.'],
    first: ['Anna', 'Péter', 'Eszter', 'László'], last: ['Nagy', 'Kovács', 'Tóth', 'Szabó'], familyFirst: true,
  }),
  id: pack({
    subjects: ['Matematika', 'Bahasa Indonesia', 'Bahasa Inggris', 'Biologi', 'Sejarah', 'Geografi', 'Fisika', 'Kimia', 'Seni Budaya', 'Musik', 'Pendidikan Pancasila', 'Informatika'],
    types: ['Lembar Kerja', 'Modul Ajar', 'Presentasi', 'Ujian', 'Permainan Edukatif', 'Buku Kerja', 'Poster', 'Paket Materi'],
    grade: (n) => `Kelas ${n}`,
    templates: ['{type} {subject} untuk {grade}', '{subject}: {type} ({grade})'],
    sentences: ['{type} {subject} ini membantu siswa {grade} belajar secara mandiri.', 'Dilengkapi kunci jawaban dan siap dicetak.'],
    first: ['Siti', 'Budi', 'Dewi', 'Agus'], last: ['Santoso', 'Wijaya', 'Saputra', 'Lestari'],
  }),
  jp: pack({
    subjects: ['数学', '国語', '英語', '生物', '歴史', '地理', '物理', '化学', '美術', '音楽', '道徳', '情報'],
    types: ['ワークシート', '指導案', 'プレゼンテーション', 'テスト', '学習ゲーム', 'ワークブック', 'ポスター', '教材セット'],
    grade: (n) => (n <= 6 ? `小学 ${n} 年` : n <= 9 ? `中学 ${n - 6} 年` : `高校 ${n - 9} 年`),
    templates: ['{subject} {type}（{grade}）', '{grade} {subject}：{type}'],
    sentences: ['この{subject}の{type}は、{grade}の児童・生徒の自主学習を支援します。', '解答付きで、すぐに印刷して使えます。'],
    first: ['花子', '太郎', '美咲', '健太'], last: ['佐藤', '鈴木', '高橋', '田中'], familyFirst: true,
  }),
  kr: pack({
    subjects: ['수학', '국어', '영어', '생명과학', '역사', '지리', '물리', '화학', '미술', '음악', '도덕', '정보'],
    types: ['학습지', '수업 지도안', '프레젠테이션', '시험지', '교육용 게임', '워크북', '포스터', '자료 묶음'],
    grade: (n) => (n <= 6 ? `초등 ${n}학년` : n <= 9 ? `중학교 ${n - 6}학년` : `고등학교 ${n - 9}학년`),
    templates: ['{subject} {type} ({grade})', '{grade} {subject}: {type}'],
    sentences: ['이 {subject} {type}는 {grade} 학생들의 자기주도 학습을 돕습니다.', '정답이 포함되어 있으며 바로 인쇄할 수 있습니다.'],
    first: ['지은', '민준', '서연', '현우'], last: ['김', '이', '박', '최'], familyFirst: true, joiner: '',
  }),
  kz: pack({
    subjects: ['Математика', 'Қазақ тілі', 'Ағылшын тілі', 'Биология', 'Тарих', 'География', 'Физика', 'Химия', 'Бейнелеу өнері', 'Музыка', 'Өзін-өзі тану', 'Информатика'],
    types: ['Жұмыс парағы', 'Сабақ жоспары', 'Презентация', 'Бақылау жұмысы', 'Оқу ойыны', 'Жұмыс дәптері', 'Плакат', 'Материалдар жинағы'],
    grade: (n) => `${n}-сынып`,
    templates: ['{type}: {subject} ({grade})', '{subject} – {type}, {grade}'],
    sentences: ['Бұл материал ({type}, {subject}) {grade} оқушыларына өз бетінше оқуға көмектеседі.', 'Жауаптары бар, басып шығаруға дайын.'],
    first: ['Айгерім', 'Нұрлан', 'Динара', 'Ерлан'], last: ['Ахметова', 'Серіков', 'Омарова', 'Жұмабаев'],
  }),
  // World my: spec §1 gives language code ml, Malayalam, the language of the interface bundle my.
  my: pack({
    subjects: ['ഗണിതം', 'മലയാളം', 'ഇംഗ്ലീഷ്', 'ജീവശാസ്ത്രം', 'ചരിത്രം', 'ഭൂമിശാസ്ത്രം', 'ഭൗതികശാസ്ത്രം', 'രസതന്ത്രം', 'ചിത്രകല', 'സംഗീതം', 'സന്മാർഗപഠനം', 'വിവരസാങ്കേതികവിദ്യ'],
    types: ['വർക്ക്ഷീറ്റ്', 'പാഠാസൂത്രണം', 'അവതരണം', 'പരീക്ഷ', 'പഠനക്കളി', 'പ്രവർത്തനപുസ്തകം', 'പോസ്റ്റർ', 'പഠനസാമഗ്രി പാക്കേജ്'],
    grade: (n) => `ക്ലാസ് ${n}`,
    templates: ['{type}: {subject} ({grade})', '{grade} {subject} – {type}'],
    sentences: ['ഈ {subject} {type} {grade} വിദ്യാർത്ഥികളെ സ്വയം പഠിക്കാൻ സഹായിക്കുന്നു.', 'ഉത്തരസൂചിക ഉൾപ്പെടുന്നു, ഉടൻ പ്രിന്റ് ചെയ്യാം.'],
    first: ['ലക്ഷ്മി', 'അർജുൻ', 'അനു', 'രാഹുൽ'], last: ['നായർ', 'മേനോൻ', 'പിള്ള', 'കുര്യൻ'],
  }),
  nl: pack({
    subjects: ['Wiskunde', 'Nederlands', 'Engels', 'Biologie', 'Geschiedenis', 'Aardrijkskunde', 'Natuurkunde', 'Scheikunde', 'Beeldende vorming', 'Muziek', 'Levensbeschouwing', 'Informatica'],
    types: ['Werkblad', 'Lesplan', 'Presentatie', 'Toets', 'Educatief spel', 'Werkboek', 'Poster', 'Lespakket'],
    grade: (n) => (n <= 6 ? `Groep ${n + 2}` : `Klas ${n - 6}`),
    templates: ['{type}: {subject} voor {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Dit materiaal ({type}) voor {subject} helpt leerlingen in {grade} zelfstandig te leren.', 'Met antwoorden en direct te printen.'],
    first: ['Emma', 'Daan', 'Sanne', 'Thijs'], last: ['de Jong', 'Jansen', 'de Vries', 'van Dijk'],
  }),
  no: pack({
    subjects: ['Matematikk', 'Norsk', 'Engelsk', 'Naturfag', 'Historie', 'Geografi', 'Fysikk', 'Kjemi', 'Kunst og håndverk', 'Musikk', 'KRLE', 'Programmering'],
    types: ['Arbeidsark', 'Undervisningsopplegg', 'Presentasjon', 'Prøve', 'Læringsspill', 'Arbeidshefte', 'Plakat', 'Materiellpakke'],
    grade: (n) => `${n}. trinn`,
    templates: ['{type}: {subject} for {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Dette opplegget ({type}) i {subject} hjelper elevene på {grade} å jobbe selvstendig.', 'Med fasit og klart til utskrift.'],
    first: ['Ingrid', 'Ola', 'Nora', 'Henrik'], last: ['Hansen', 'Johansen', 'Olsen', 'Larsen'],
  }),
  pl: pack({
    subjects: ['Matematyka', 'Język polski', 'Język angielski', 'Biologia', 'Historia', 'Geografia', 'Fizyka', 'Chemia', 'Plastyka', 'Muzyka', 'Etyka', 'Informatyka'],
    types: ['Karta pracy', 'Scenariusz lekcji', 'Prezentacja', 'Sprawdzian', 'Gra edukacyjna', 'Zeszyt ćwiczeń', 'Plakat', 'Pakiet materiałów'],
    grade: (n) => `Klasa ${n}`,
    templates: ['{type}: {subject} – {grade}', '{subject}: {type} ({grade})'],
    sentences: ['Ten materiał ({type}) z przedmiotu {subject} pomaga uczniom ({grade}) w samodzielnej nauce.', 'Zawiera odpowiedzi i jest gotowy do druku.'],
    first: ['Anna', 'Piotr', 'Katarzyna', 'Tomasz'], last: ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik'],
  }),
  ro: pack({
    subjects: ['Matematică', 'Limba și literatura română', 'Limba engleză', 'Biologie', 'Istorie', 'Geografie', 'Fizică', 'Chimie', 'Educație plastică', 'Educație muzicală', 'Educație civică', 'Informatică'],
    types: ['Fișă de lucru', 'Proiect didactic', 'Prezentare', 'Test', 'Joc educativ', 'Caiet de lucru', 'Planșă', 'Pachet de materiale'],
    grade: (n) => (n === 1 ? 'Clasa I' : `Clasa a ${n}-a`),
    templates: ['{type}: {subject} ({grade})', '{subject} – {type} pentru {grade}'],
    sentences: ['Acest material ({type}) la {subject} îi ajută pe elevi ({grade}) să învețe independent.', 'Include rezolvări și este gata de tipărit.'],
    first: ['Maria', 'Andrei', 'Elena', 'Alexandru'], last: ['Popescu', 'Ionescu', 'Popa', 'Stan'],
  }),
  rs: pack({
    subjects: ['Математика', 'Српски језик', 'Енглески језик', 'Биологија', 'Историја', 'Географија', 'Физика', 'Хемија', 'Ликовна култура', 'Музичка култура', 'Грађанско васпитање', 'Информатика'],
    types: ['Радни лист', 'Припрема за час', 'Презентација', 'Контролни задатак', 'Образовна игра', 'Радна свеска', 'Плакат', 'Пакет материјала'],
    grade: (n) => `${n}. разред`,
    templates: ['{type}: {subject} за {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Овај материјал ({type}) из предмета {subject} помаже ученицима ({grade}) да самостално уче.', 'Садржи решења и спреман је за штампу.'],
    first: ['Јелена', 'Никола', 'Марија', 'Марко'], last: ['Петровић', 'Јовановић', 'Николић', 'Ђорђевић'],
  }),
  se: pack({
    subjects: ['Matematik', 'Svenska', 'Engelska', 'Biologi', 'Historia', 'Geografi', 'Fysik', 'Kemi', 'Bild', 'Musik', 'Religionskunskap', 'Programmering'],
    types: ['Arbetsblad', 'Lektionsplanering', 'Presentation', 'Prov', 'Lärospel', 'Arbetshäfte', 'Affisch', 'Materialpaket'],
    grade: (n) => `Årskurs ${n}`,
    templates: ['{type}: {subject} för {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Detta material ({type}) i {subject} hjälper eleverna i {grade} att arbeta självständigt.', 'Med facit och redo att skriva ut.'],
    first: ['Elsa', 'Erik', 'Maja', 'Johan'], last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson'],
  }),
  sk: pack({
    subjects: ['Matematika', 'Slovenský jazyk a literatúra', 'Anglický jazyk', 'Biológia', 'Dejepis', 'Geografia', 'Fyzika', 'Chémia', 'Výtvarná výchova', 'Hudobná výchova', 'Etická výchova', 'Informatika'],
    types: ['Pracovný list', 'Príprava na vyučovanie', 'Prezentácia', 'Test', 'Vzdelávacia hra', 'Pracovný zošit', 'Plagát', 'Balík materiálov'],
    grade: (n) => `${n}. ročník`,
    templates: ['{type}: {subject} pre {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Tento materiál ({type}) z predmetu {subject} pomáha žiakom ({grade}) učiť sa samostatne.', 'Obsahuje riešenia a je pripravený na tlač.'],
    first: ['Zuzana', 'Martin', 'Lucia', 'Peter'], last: ['Horváth', 'Kováč', 'Varga', 'Tóthová'],
  }),
  th: pack({
    subjects: ['คณิตศาสตร์', 'ภาษาไทย', 'ภาษาอังกฤษ', 'ชีววิทยา', 'ประวัติศาสตร์', 'ภูมิศาสตร์', 'ฟิสิกส์', 'เคมี', 'ศิลปะ', 'ดนตรี', 'สังคมศึกษา', 'วิทยาการคำนวณ'],
    types: ['ใบงาน', 'แผนการสอน', 'งานนำเสนอ', 'แบบทดสอบ', 'เกมการศึกษา', 'แบบฝึกหัด', 'โปสเตอร์', 'ชุดสื่อการสอน'],
    grade: (n) => (n <= 6 ? `ป.${n}` : `ม.${n - 6}`),
    templates: ['{type} {subject} {grade}', '{subject}: {type} ({grade})'],
    sentences: ['{type} วิชา{subject} นี้ช่วยให้นักเรียนชั้น {grade} เรียนรู้ได้ด้วยตนเอง', 'มีเฉลยและพร้อมพิมพ์ใช้งาน'],
    first: ['สมชาย', 'สุดา', 'อนันต์', 'มาลี'], last: ['ใจดี', 'ศรีสุข', 'วงศ์ทอง', 'บุญมา'],
  }),
  ua: pack({
    subjects: ['Математика', 'Українська мова', 'Англійська мова', 'Біологія', 'Історія України', 'Географія', 'Фізика', 'Хімія', 'Образотворче мистецтво', 'Музичне мистецтво', 'Етика', 'Інформатика'],
    types: ['Робочий аркуш', 'План-конспект уроку', 'Презентація', 'Контрольна робота', 'Навчальна гра', 'Робочий зошит', 'Плакат', 'Набір матеріалів'],
    grade: (n) => `${n} клас`,
    templates: ['{type}: {subject}, {grade}', '{subject} – {type} ({grade})'],
    sentences: ['Цей матеріал ({type}) з предмета «{subject}» допомагає учням ({grade}) навчатися самостійно.', 'Містить відповіді та готовий до друку.'],
    first: ['Олена', 'Андрій', 'Наталія', 'Олександр'], last: ['Шевченко', 'Коваленко', 'Бондаренко', 'Мельник'],
  }),
};
