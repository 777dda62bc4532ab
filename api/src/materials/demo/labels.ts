/** The few words a demo page needs besides the world's content pack, per text language. */
export interface DemoLabels {
  name: string; date: string; exercise: string; question: string; points: string;
  tick: string; solve: string; fill: string; goal: string; intro: string; practice: string; summary: string; minutes: string;
}

type Row = [string, string, string, string, string, string, string, string, string, string, string, string, string];

const ROWS: Record<string, Row> = {
  en: ['Name', 'Date', 'Exercise', 'Question', 'points', 'Tick the correct answer.', 'Complete the tasks.', 'Fill in the gaps.', 'Learning goal', 'Introduction', 'Practice', 'Summary', 'min'],
  de: ['Name', 'Datum', 'Aufgabe', 'Frage', 'Punkte', 'Kreuze die richtige Antwort an.', 'Bearbeite die Aufgaben.', 'Fülle die Lücken aus.', 'Lernziel', 'Einstieg', 'Übung', 'Sicherung', 'Min.'],
  es: ['Nombre', 'Fecha', 'Ejercicio', 'Pregunta', 'puntos', 'Marca la respuesta correcta.', 'Resuelve las tareas.', 'Completa los huecos.', 'Objetivo de aprendizaje', 'Introducción', 'Práctica', 'Resumen', 'min'],
  ca: ['Nom', 'Data', 'Exercici', 'Pregunta', 'punts', 'Marca la resposta correcta.', 'Resol les tasques.', 'Omple els buits.', "Objectiu d'aprenentatge", 'Introducció', 'Pràctica', 'Resum', 'min'],
  eu: ['Izena', 'Data', 'Ariketa', 'Galdera', 'puntu', 'Markatu erantzun zuzena.', 'Egin zereginak.', 'Bete hutsuneak.', 'Ikaskuntza-helburua', 'Sarrera', 'Praktika', 'Laburpena', 'min'],
  gl: ['Nome', 'Data', 'Exercicio', 'Pregunta', 'puntos', 'Marca a resposta correcta.', 'Resolve as tarefas.', 'Completa os ocos.', 'Obxectivo de aprendizaxe', 'Introdución', 'Práctica', 'Resumo', 'min'],
  fr: ['Nom', 'Date', 'Exercice', 'Question', 'points', 'Coche la bonne réponse.', 'Réalise les exercices.', 'Complète les trous.', "Objectif d'apprentissage", 'Introduction', 'Entraînement', 'Synthèse', 'min'],
  el: ['Όνομα', 'Ημερομηνία', 'Άσκηση', 'Ερώτηση', 'μονάδες', 'Σημείωσε τη σωστή απάντηση.', 'Λύσε τις ασκήσεις.', 'Συμπλήρωσε τα κενά.', 'Μαθησιακός στόχος', 'Εισαγωγή', 'Εξάσκηση', 'Σύνοψη', 'λεπτά'],
  it: ['Nome', 'Data', 'Esercizio', 'Domanda', 'punti', 'Segna la risposta corretta.', 'Svolgi gli esercizi.', 'Completa gli spazi vuoti.', 'Obiettivo di apprendimento', 'Introduzione', 'Esercitazione', 'Sintesi', 'min'],
  bg: ['Име', 'Дата', 'Задача', 'Въпрос', 'точки', 'Отбележи верния отговор.', 'Реши задачите.', 'Попълни празните места.', 'Учебна цел', 'Въведение', 'Упражнение', 'Обобщение', 'мин.'],
  zh: ['姓名', '日期', '练习', '问题', '分', '请选出正确答案。', '请完成下列练习。', '请填空。', '学习目标', '导入', '练习', '总结', '分钟'],
  cs: ['Jméno', 'Datum', 'Úloha', 'Otázka', 'bodů', 'Zaškrtni správnou odpověď.', 'Vyřeš úlohy.', 'Doplň mezery.', 'Cíl učení', 'Úvod', 'Procvičování', 'Shrnutí', 'min'],
  da: ['Navn', 'Dato', 'Opgave', 'Spørgsmål', 'point', 'Sæt kryds ved det rigtige svar.', 'Løs opgaverne.', 'Udfyld hullerne.', 'Læringsmål', 'Introduktion', 'Øvelse', 'Opsamling', 'min.'],
  fi: ['Nimi', 'Päivämäärä', 'Tehtävä', 'Kysymys', 'pistettä', 'Rastita oikea vastaus.', 'Tee tehtävät.', 'Täydennä aukot.', 'Oppimistavoite', 'Johdanto', 'Harjoittelu', 'Yhteenveto', 'min'],
  hi: ['नाम', 'दिनांक', 'अभ्यास', 'प्रश्न', 'अंक', 'सही उत्तर पर निशान लगाइए।', 'कार्य पूरे कीजिए।', 'रिक्त स्थान भरिए।', 'अधिगम उद्देश्य', 'परिचय', 'अभ्यास', 'सारांश', 'मिनट'],
  hr: ['Ime', 'Datum', 'Zadatak', 'Pitanje', 'bodova', 'Označi točan odgovor.', 'Riješi zadatke.', 'Popuni praznine.', 'Cilj učenja', 'Uvod', 'Vježba', 'Sažetak', 'min'],
  hu: ['Név', 'Dátum', 'Feladat', 'Kérdés', 'pont', 'Jelöld be a helyes választ!', 'Oldd meg a feladatokat!', 'Töltsd ki a hiányzó részeket!', 'Tanulási cél', 'Bevezetés', 'Gyakorlás', 'Összefoglalás', 'perc'],
  id: ['Nama', 'Tanggal', 'Latihan', 'Pertanyaan', 'poin', 'Centang jawaban yang benar.', 'Kerjakan tugas-tugas berikut.', 'Isilah bagian yang kosong.', 'Tujuan pembelajaran', 'Pendahuluan', 'Latihan', 'Rangkuman', 'menit'],
  ja: ['名前', '日付', '練習問題', '問', '点', '正しい答えに印をつけましょう。', '問題を解きましょう。', '空欄をうめましょう。', '学習のめあて', '導入', '練習', 'まとめ', '分'],
  ko: ['이름', '날짜', '연습 문제', '문항', '점', '알맞은 답에 표시하세요.', '문제를 풀어 보세요.', '빈칸을 채우세요.', '학습 목표', '도입', '연습', '정리', '분'],
  kk: ['Аты-жөні', 'Күні', 'Тапсырма', 'Сұрақ', 'ұпай', 'Дұрыс жауапты белгіле.', 'Тапсырмаларды орында.', 'Бос орындарды толтыр.', 'Оқу мақсаты', 'Кіріспе', 'Жаттығу', 'Қорытынды', 'мин'],
  ml: ['പേര്', 'തീയതി', 'പ്രവർത്തനം', 'ചോദ്യം', 'മാർക്ക്', 'ശരിയായ ഉത്തരം അടയാളപ്പെടുത്തുക.', 'പ്രവർത്തനങ്ങൾ പൂർത്തിയാക്കുക.', 'വിട്ടുപോയ ഭാഗങ്ങൾ പൂരിപ്പിക്കുക.', 'പഠനലക്ഷ്യം', 'ആമുഖം', 'പരിശീലനം', 'സംഗ്രഹം', 'മിനിറ്റ്'],
  nl: ['Naam', 'Datum', 'Opdracht', 'Vraag', 'punten', 'Kruis het juiste antwoord aan.', 'Maak de opdrachten.', 'Vul de open plekken in.', 'Leerdoel', 'Introductie', 'Oefenen', 'Samenvatting', 'min'],
  no: ['Navn', 'Dato', 'Oppgave', 'Spørsmål', 'poeng', 'Kryss av for riktig svar.', 'Løs oppgavene.', 'Fyll inn det som mangler.', 'Læringsmål', 'Innledning', 'Øving', 'Oppsummering', 'min'],
  pl: ['Imię i nazwisko', 'Data', 'Zadanie', 'Pytanie', 'pkt', 'Zaznacz poprawną odpowiedź.', 'Wykonaj zadania.', 'Uzupełnij luki.', 'Cel lekcji', 'Wprowadzenie', 'Ćwiczenia', 'Podsumowanie', 'min'],
  ro: ['Nume', 'Data', 'Exercițiul', 'Întrebarea', 'puncte', 'Bifează răspunsul corect.', 'Rezolvă sarcinile.', 'Completează spațiile libere.', 'Obiectiv de învățare', 'Introducere', 'Exersare', 'Rezumat', 'min'],
  sr: ['Име', 'Датум', 'Задатак', 'Питање', 'бодова', 'Заокружи тачан одговор.', 'Реши задатке.', 'Попуни празнине.', 'Циљ учења', 'Увод', 'Вежбање', 'Резиме', 'мин'],
  sv: ['Namn', 'Datum', 'Uppgift', 'Fråga', 'poäng', 'Kryssa för rätt svar.', 'Lös uppgifterna.', 'Fyll i luckorna.', 'Lärandemål', 'Introduktion', 'Övning', 'Sammanfattning', 'min'],
  sk: ['Meno', 'Dátum', 'Úloha', 'Otázka', 'bodov', 'Označ správnu odpoveď.', 'Vyrieš úlohy.', 'Doplň chýbajúce slová.', 'Cieľ učenia', 'Úvod', 'Precvičovanie', 'Zhrnutie', 'min'],
  th: ['ชื่อ', 'วันที่', 'แบบฝึกหัด', 'คำถาม', 'คะแนน', 'ทำเครื่องหมายหน้าคำตอบที่ถูกต้อง', 'ทำกิจกรรมต่อไปนี้', 'เติมคำในช่องว่าง', 'จุดประสงค์การเรียนรู้', 'ขั้นนำ', 'ขั้นฝึกปฏิบัติ', 'ขั้นสรุป', 'นาที'],
  uk: ["Ім'я", 'Дата', 'Завдання', 'Питання', 'балів', 'Познач правильну відповідь.', 'Виконай завдання.', 'Заповни пропуски.', 'Мета уроку', 'Вступ', 'Вправи', 'Підсумок', 'хв'],
};

const KEYS: (keyof DemoLabels)[] = ['name', 'date', 'exercise', 'question', 'points', 'tick', 'solve', 'fill', 'goal', 'intro', 'practice', 'summary', 'minutes'];

/** Labels in `language`, else in the world's language, else English. */
export function labelsFor(language: string, worldLanguage: string): DemoLabels {
  const row = ROWS[language] ?? ROWS[worldLanguage] ?? ROWS.en!;
  return Object.fromEntries(KEYS.map((k, i) => [k, row[i]])) as unknown as DemoLabels;
}
