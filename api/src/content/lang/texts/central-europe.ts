import type { MinorTexts } from './shape';

/** Czech, Croatian, Hungarian, Polish, Romanian and Slovak community texts. */
export const CENTRAL_EUROPE: Record<string, MinorTexts> = {
  cz: {
    subtitles: ['Učitelka 1. stupně tělem i duší', 'Učitel matematiky a fyziky na gymnáziu', 'Speciální pedagožka a autorka materiálů', 'Učitel češtiny na základní škole'],
    bios: [
      'Učím přes deset let a tvořím materiály, které děti opravdu baví.',
      'Moje materiály jsou vyzkoušené v praxi, diferencované a hned použitelné.',
      'Ráda vysvětluji složitá témata jednoduše a názorně.',
    ],
    comments: ['Skvělý materiál, třída byla nadšená!', 'Velmi přehledně zpracované, děkuji!', 'Máte to i pro 3. třídu?', 'Přesně tohle jsem hledala.', 'Řešení jsou velkou pomocí.'],
    ratings: ['Vřele doporučuji.', 'Ušetřilo mi to spoustu času s přípravou.', 'Jasné a přehledné.', 'Dobře použitelné, jen pár překlepů.'],
    posts: [
      [
        'Jak dobře začít nový školní rok',
        'Začátek školního roku je vzrušující pro všechny. Jasná pravidla a pravidelné rituály dětem dodají jistotu.',
        'Začněte krátkými úkoly, ve kterých může uspět každý žák. Třída tak rychle získá sebedůvěru.',
        'Neměňte všechno najednou: jedna dobře promyšlená novinka týdně úplně stačí.',
      ],
      [
        'Stanicová výuka v hodinách matematiky',
        'Při stanicové výuce procházejí žáci v malých skupinách jednotlivá stanoviště a pracují vlastním tempem.',
        'Připravte úlohy ve třech úrovních obtížnosti a karty pro sebekontrolu – získáte čas pro žáky, kteří potřebují pomoc.',
        'Na konci hodiny společně proberte, co bylo snadné a co těžké. Tyto rozhovory ukážou, kudy dál.',
      ],
      [
        'Třídní schůzky bez stresu',
        'Dobrá příprava udělá třídní schůzky klidnějšími pro učitele i pro rodiče.',
        'Připravte si krátký program a ukažte konkrétní ukázky práce třídy.',
        'Nechte prostor pro otázky a zakončete něčím pozitivním – rodiče odejdou motivovaní.',
      ],
    ],
  },
  hr: {
    subtitles: ['Učiteljica razredne nastave iz ljubavi', 'Profesor matematike i fizike', 'Edukacijska rehabilitatorica i autorica materijala', 'Profesor hrvatskoga jezika u osnovnoj školi'],
    bios: [
      'Predajem više od deset godina i izrađujem materijale koji djecu zaista oduševe.',
      'Moji su materijali isprobani u praksi, prilagođeni različitim razinama i odmah spremni za upotrebu.',
      'Volim složene teme objasniti jednostavno i zorno.',
    ],
    comments: ['Odličan materijal, moji su učenici bili oduševljeni!', 'Vrlo pregledno složeno, hvala!', 'Postoji li ovo i za 3. razred?', 'Upravo ovo sam tražila.', 'Rješenja su velika pomoć.'],
    ratings: ['Toplo preporučujem.', 'Uštedjelo mi je mnogo vremena za pripremu.', 'Jasno i pregledno.', 'Dobro za upotrebu, ima nekoliko tipfelera.'],
    posts: [
      [
        'Kako dobro započeti novu školsku godinu',
        'Početak školske godine uzbudljiv je za sve. Jasna pravila i svakodnevne rutine djeci daju sigurnost.',
        'Započnite kratkim zadacima u kojima svaki učenik može uspjeti. Tako razred brzo stječe samopouzdanje.',
        'Ne mijenjajte sve odjednom: jedna dobro promišljena novost tjedno sasvim je dovoljna.',
      ],
      [
        'Rad po postajama na satu matematike',
        'U radu po postajama učenici u malim skupinama prelaze s postaje na postaju i uče vlastitim tempom.',
        'Pripremite zadatke na tri razine težine i kartice za samoprovjeru – tako ćete imati vremena za učenike kojima treba pomoć.',
        'Na kraju sata zajedno razgovarajte o tome što je bilo lako, a što teško. Ti razgovori pokazuju kamo dalje.',
      ],
      [
        'Roditeljski sastanak bez stresa',
        'Dobra priprema čini roditeljski sastanak opuštenijim i za učitelja i za roditelje.',
        'Pripremite kratak dnevni red i pokažite konkretne primjere rada razreda.',
        'Ostavite vremena za pitanja i završite nečim pozitivnim – roditelji će otići motivirani.',
      ],
    ],
  },
  hu: {
    subtitles: ['Elkötelezett alsós tanítónő', 'Matematika–fizika szakos tanár', 'Gyógypedagógus és tananyagfejlesztő', 'Magyartanár egy általános iskolában'],
    bios: [
      'Több mint tíz éve tanítok, és olyan tananyagokat készítek, amelyeket a gyerekek tényleg szeretnek.',
      'A feladatlapjaimat a saját osztályomban próbáltam ki, differenciáltak és azonnal használhatók.',
      'Szeretem a bonyolult témákat egyszerűen és szemléletesen elmagyarázni.',
    ],
    comments: ['Nagyszerű anyag, az osztályom imádta!', 'Nagyon jól felépített, köszönöm!', 'Van ilyen 3. osztályosoknak is?', 'Pontosan ezt kerestem.', 'A megoldókulcs nagy segítség.'],
    ratings: ['Jó szívvel ajánlom.', 'Rengeteg felkészülési időt spóroltam vele.', 'Világos és áttekinthető.', 'Jól használható, néhány elgépeléssel.'],
    posts: [
      [
        'Így kezdjük jól az új tanévet',
        'A tanév kezdete mindenkinek izgalmas. A világos szabályok és a napi rutinok biztonságot adnak a gyerekeknek.',
        'Kezdjen rövid feladatokkal, amelyekben minden tanuló sikerélményhez jut. Így az osztály gyorsan önbizalmat szerez.',
        'Ne változtasson meg mindent egyszerre: heti egy jól átgondolt újítás bőven elég.',
      ],
      [
        'Állomásos munka matematikaórán',
        'Állomásos munkánál a tanulók kis csoportokban haladnak állomásról állomásra, mindenki a saját tempójában.',
        'Készítsen feladatokat három nehézségi szinten és önellenőrző kártyákat – így marad ideje azokra, akiknek segítség kell.',
        'Az óra végén beszéljék meg közösen, mi volt könnyű és mi nehéz. Ezekből a beszélgetésekből látszik, hogyan tovább.',
      ],
      [
        'Szülői értekezlet stressz nélkül',
        'Az alapos felkészülés a tanárnak és a szülőknek is nyugodtabbá teszi a szülői értekezletet.',
        'Állítson össze rövid napirendet, és mutasson konkrét példákat az osztály munkáiból.',
        'Hagyjon időt a kérdésekre, és valami pozitívval zárjon – a szülők motiváltan mennek haza.',
      ],
    ],
  },
  pl: {
    subtitles: ['Nauczycielka edukacji wczesnoszkolnej z pasją', 'Nauczyciel matematyki i fizyki', 'Pedagog specjalny i autorka materiałów', 'Polonista w szkole podstawowej'],
    bios: [
      'Uczę od ponad dziesięciu lat i tworzę materiały, które naprawdę zachwycają dzieci.',
      'Moje materiały są sprawdzone w praktyce, zróżnicowane i gotowe do użycia.',
      'Uwielbiam tłumaczyć trudne tematy prosto i obrazowo.',
    ],
    comments: ['Świetny materiał, moja klasa była zachwycona!', 'Bardzo przejrzyście przygotowane, dziękuję!', 'Czy jest też wersja dla klasy 3?', 'Dokładnie tego szukałam.', 'Odpowiedzi są ogromną pomocą.'],
    ratings: ['Gorąco polecam.', 'Zaoszczędziło mi mnóstwo czasu na przygotowania.', 'Jasne i przejrzyste.', 'Przydatne, kilka drobnych literówek.'],
    posts: [
      [
        'Jak dobrze zacząć nowy rok szkolny',
        'Początek roku szkolnego to ekscytujący czas dla wszystkich. Jasne zasady i stałe rytuały dają dzieciom poczucie bezpieczeństwa.',
        'Zacznij od krótkich zadań, w których każdy uczeń może odnieść sukces. Dzięki temu klasa szybko nabiera pewności siebie.',
        'Nie zmieniaj wszystkiego naraz: jedna dobrze przemyślana nowość w tygodniu w zupełności wystarczy.',
      ],
      [
        'Praca w stacjach na lekcji matematyki',
        'Podczas pracy w stacjach uczniowie w małych grupach przechodzą od zadania do zadania i uczą się we własnym tempie.',
        'Przygotuj zadania na trzech poziomach trudności i karty samokontroli – zyskasz czas dla uczniów, którzy potrzebują pomocy.',
        'Na koniec porozmawiajcie wspólnie o tym, co było łatwe, a co trudne. Takie rozmowy pokazują, w którą stronę iść dalej.',
      ],
      [
        'Wywiadówka bez stresu',
        'Dobre przygotowanie sprawia, że zebranie z rodzicami przebiega spokojniej – i dla nauczyciela, i dla rodziców.',
        'Przygotuj krótki plan spotkania i pokaż konkretne przykłady pracy klasy.',
        'Zostaw czas na pytania i zakończ czymś pozytywnym – rodzice wyjdą zmotywowani.',
      ],
    ],
  },
  ro: {
    subtitles: ['Învățătoare cu drag de copii', 'Profesor de matematică și fizică', 'Profesor de educație specială și autor de materiale', 'Profesoară de limba română la gimnaziu'],
    bios: [
      'Predau de peste zece ani și creez materiale care îi entuziasmează cu adevărat pe copii.',
      'Materialele mele sunt testate la clasă, diferențiate și gata de folosit.',
      'Îmi place să explic temele dificile simplu și pe înțelesul tuturor.',
    ],
    comments: ['Material excelent, elevii mei au fost încântați!', 'Foarte bine structurat, mulțumesc!', 'Există și pentru clasa a III-a?', 'Exact ce căutam.', 'Rezolvările sunt de mare ajutor.'],
    ratings: ['Recomand cu căldură.', 'Mi-a economisit mult timp de pregătire.', 'Clar și bine organizat.', 'Util, are câteva mici greșeli de tipar.'],
    posts: [
      [
        'Cum să începem bine noul an școlar',
        'Primele săptămâni ale anului școlar sunt emoționante pentru toată lumea. Regulile clare și rutinele zilnice le dau copiilor siguranță.',
        'Începeți cu sarcini scurte, în care fiecare elev poate reuși. Astfel, clasa capătă repede încredere.',
        'Nu schimbați totul dintr-odată: o singură noutate bine gândită pe săptămână este de ajuns.',
      ],
      [
        'Învățarea pe stații la ora de matematică',
        'La învățarea pe stații, elevii trec în grupuri mici de la o stație la alta și lucrează în ritmul propriu.',
        'Pregătiți sarcini pe trei niveluri de dificultate și fișe de autoevaluare – așa veți avea timp pentru elevii care au nevoie de ajutor.',
        'La final, discutați împreună ce a fost ușor și ce a fost greu. Aceste discuții arată încotro să mergeți mai departe.',
      ],
      [
        'Ședința cu părinții fără stres',
        'O pregătire bună face ședința cu părinții mai liniștită atât pentru profesor, cât și pentru părinți.',
        'Pregătiți o agendă scurtă și arătați exemple concrete din activitatea clasei.',
        'Lăsați timp pentru întrebări și încheiați cu ceva pozitiv – părinții vor pleca motivați.',
      ],
    ],
  },
  sk: {
    subtitles: ['Učiteľka 1. stupňa telom i dušou', 'Učiteľ matematiky a fyziky na gymnáziu', 'Špeciálna pedagogička a autorka materiálov', 'Učiteľ slovenčiny na základnej škole'],
    bios: [
      'Učím viac ako desať rokov a tvorím materiály, ktoré deti naozaj bavia.',
      'Moje materiály sú overené v praxi, diferencované a hneď použiteľné.',
      'Rada vysvetľujem zložité témy jednoducho a názorne.',
    ],
    comments: ['Skvelý materiál, trieda bola nadšená!', 'Veľmi prehľadne spracované, ďakujem!', 'Máte to aj pre 3. ročník?', 'Presne toto som hľadala.', 'Riešenia sú veľkou pomocou.'],
    ratings: ['Vrelo odporúčam.', 'Ušetrilo mi to veľa času s prípravou.', 'Jasné a prehľadné.', 'Dobre použiteľné, len zopár preklepov.'],
    posts: [
      [
        'Ako dobre začať nový školský rok',
        'Začiatok školského roka je vzrušujúci pre všetkých. Jasné pravidlá a pravidelné rituály dodajú deťom istotu.',
        'Začnite krátkymi úlohami, v ktorých môže uspieť každý žiak. Trieda tak rýchlo získa sebadôveru.',
        'Nemeňte všetko naraz: jedna dobre premyslená novinka týždenne úplne stačí.',
      ],
      [
        'Stanicové vyučovanie na hodinách matematiky',
        'Pri stanicovom vyučovaní prechádzajú žiaci v malých skupinách jednotlivé stanovištia a pracujú vlastným tempom.',
        'Pripravte úlohy v troch úrovniach náročnosti a kartičky na sebakontrolu – získate čas pre žiakov, ktorí potrebujú pomoc.',
        'Na konci hodiny spoločne preberte, čo bolo ľahké a čo ťažké. Tieto rozhovory ukážu, ako ďalej.',
      ],
      [
        'Rodičovské združenie bez stresu',
        'Dobrá príprava urobí rodičovské združenie pokojnejším pre učiteľa aj pre rodičov.',
        'Pripravte si krátky program a ukážte konkrétne ukážky práce triedy.',
        'Nechajte priestor na otázky a zakončite niečím pozitívnym – rodičia odídu motivovaní.',
      ],
    ],
  },
};
