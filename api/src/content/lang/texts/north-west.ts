import type { MinorTexts } from './shape';

/** Danish, Finnish, Dutch, Norwegian (Bokmål) and Swedish community texts. */
export const NORTH_WEST: Record<string, MinorTexts> = {
  dk: {
    subtitles: ['Indskolingslærer med hjertet på rette sted', 'Lærer i matematik og fysik/kemi', 'Specialpædagog og materialeudvikler', 'Dansklærer i udskolingen'],
    bios: [
      'Jeg har undervist i over ti år og laver materialer, som eleverne virkelig synes om.',
      'Mine materialer er afprøvet i praksis, differentierede og klar til brug.',
      'Jeg elsker at forklare svære emner enkelt og anskueligt.',
    ],
    comments: ['Super materiale, min klasse var begejstret!', 'Rigtig godt struktureret, tusind tak!', 'Findes det også til 3. klasse?', 'Præcis det, jeg ledte efter.', 'Facitlisten er en stor hjælp.'],
    ratings: ['Kan varmt anbefales.', 'Sparede mig for meget forberedelse.', 'Klart og overskueligt.', 'God at bruge, enkelte stavefejl.'],
    posts: [
      [
        'Sådan får du en god start på skoleåret',
        'Skolestarten er spændende for alle. Faste rutiner og tydelige rammer giver eleverne tryghed.',
        'Begynd med korte opgaver, som alle elever kan lykkes med. Så får klassen hurtigt selvtillid.',
        'Lav ikke alt om på én gang: én gennemtænkt ændring om ugen er rigeligt.',
      ],
      [
        'Stationsundervisning i matematik',
        'Ved stationsundervisning bevæger eleverne sig i små grupper fra post til post og arbejder i deres eget tempo.',
        'Forbered opgaver på tre niveauer og kort til selvrettelse – så får du tid til de elever, der har brug for hjælp.',
        'Tal til sidst sammen om, hvad der var let, og hvad der var svært. Samtalen viser, hvor I skal hen næste gang.',
      ],
      [
        'Forældremøde uden stress',
        'God forberedelse gør forældremødet mere roligt for både lærer og forældre.',
        'Lav en kort dagsorden, og vis konkrete eksempler på klassens arbejde.',
        'Giv plads til spørgsmål, og slut af med noget positivt – så går forældrene motiverede hjem.',
      ],
    ],
  },
  fi: {
    subtitles: ['Alakoulun luokanopettaja sydämellä', 'Matematiikan ja fysiikan lehtori', 'Erityisopettaja ja materiaalintekijä', 'Äidinkielen opettaja yläkoulussa'],
    bios: [
      'Olen opettanut yli kymmenen vuotta ja teen materiaaleja, joista oppilaat todella innostuvat.',
      'Materiaalini on testattu omassa luokassani, ne on eriytetty ja valmiita käyttöön.',
      'Rakastan selittää vaikeita asioita yksinkertaisesti ja havainnollisesti.',
    ],
    comments: ['Loistava materiaali, luokkani innostui siitä kovasti!', 'Todella selkeästi jäsennelty, kiitos!', 'Onko tästä versiota myös 3. luokalle?', 'Juuri tällaista etsin.', 'Vastaukset ovat suuri apu.'],
    ratings: ['Suosittelen lämpimästi.', 'Säästi paljon valmisteluaikaa.', 'Selkeä ja hyvin jäsennelty.', 'Hyvä käyttää, muutama kirjoitusvirhe.'],
    posts: [
      [
        'Näin lukuvuosi alkaa hyvin',
        'Koulun alku jännittää kaikkia. Selkeät rutiinit ja yhteiset säännöt tuovat oppilaille turvaa.',
        'Aloita lyhyillä tehtävillä, joissa jokainen oppilas onnistuu. Silloin luokan itseluottamus kasvaa nopeasti.',
        'Älä muuta kaikkea kerralla: yksi hyvin mietitty uudistus viikossa riittää mainiosti.',
      ],
      [
        'Pistetyöskentely matematiikan tunnilla',
        'Pistetyöskentelyssä oppilaat kiertävät pienryhmissä pisteeltä toiselle ja etenevät omaan tahtiinsa.',
        'Valmistele tehtävät kolmelle vaikeustasolle ja itsetarkistuskortit – näin sinulle jää aikaa tukea tarvitseville.',
        'Keskustelkaa lopuksi yhdessä, mikä oli helppoa ja mikä vaikeaa. Keskustelu näyttää, mihin kannattaa keskittyä seuraavaksi.',
      ],
      [
        'Vanhempainilta ilman stressiä',
        'Hyvä valmistautuminen tekee vanhempainillasta rennomman sekä opettajalle että vanhemmille.',
        'Laadi lyhyt ohjelma ja näytä konkreettisia esimerkkejä luokan töistä.',
        'Varaa aikaa kysymyksille ja päätä ilta myönteiseen asiaan – vanhemmat lähtevät kotiin hyvällä mielellä.',
      ],
    ],
  },
  nl: {
    subtitles: ['Juf in de onderbouw met hart en ziel', 'Docent wiskunde en natuurkunde', 'Leerkracht speciaal onderwijs en lesmaker', 'Docent Nederlands in het voortgezet onderwijs'],
    bios: [
      'Ik sta al meer dan tien jaar voor de klas en maak materiaal waar kinderen echt enthousiast van worden.',
      'Al mijn materiaal is getest in mijn eigen klas, gedifferentieerd en direct te gebruiken.',
      'Ik vind het heerlijk om lastige onderwerpen eenvoudig en beeldend uit te leggen.',
    ],
    comments: ['Super materiaal, mijn klas was enthousiast!', 'Heel overzichtelijk opgebouwd, dank je wel!', 'Is dit er ook voor groep 5?', 'Precies wat ik zocht.', 'De antwoorden zijn een grote hulp.'],
    ratings: ['Echt een aanrader.', 'Heeft me veel voorbereidingstijd bespaard.', 'Duidelijk en overzichtelijk.', 'Goed bruikbaar, een paar kleine typfouten.'],
    posts: [
      [
        'Zo begin je het nieuwe schooljaar goed',
        'De eerste weken van het schooljaar zijn voor iedereen spannend. Duidelijke afspraken en vaste routines geven kinderen houvast.',
        'Begin met korte opdrachten waarin elke leerling kan slagen. Zo groeit het zelfvertrouwen van de klas snel.',
        'Verander niet alles tegelijk: één goed doordachte nieuwe werkvorm per week is genoeg.',
      ],
      [
        'Werken met circuits in de rekenles',
        'Bij een circuit gaan leerlingen in kleine groepjes langs verschillende posten en werken ze in hun eigen tempo.',
        'Maak opdrachten op drie niveaus en zelfcontrolekaarten – dan heb jij tijd voor de leerlingen die hulp nodig hebben.',
        'Bespreek na afloop samen wat makkelijk en wat moeilijk was. Die gesprekken laten zien hoe je verder kunt.',
      ],
      [
        'Een ouderavond zonder stress',
        'Een goede voorbereiding maakt de ouderavond rustiger voor zowel de leerkracht als de ouders.',
        'Maak een korte agenda en laat concrete voorbeelden van het werk van de klas zien.',
        'Houd tijd over voor vragen en sluit af met iets positiefs – dan gaan ouders gemotiveerd naar huis.',
      ],
    ],
  },
  no: {
    subtitles: ['Kontaktlærer på småtrinnet med hjertet på rett sted', 'Lektor i matematikk og fysikk', 'Spesialpedagog og ressursutvikler', 'Norsklærer på ungdomstrinnet'],
    bios: [
      'Jeg har undervist i over ti år og lager opplegg som elevene virkelig liker.',
      'Alt materiellet mitt er prøvd ut i egen klasse, tilpasset ulike nivåer og klart til bruk.',
      'Jeg elsker å forklare vanskelige tema på en enkel og konkret måte.',
    ],
    comments: ['Supert opplegg, klassen min elsket det!', 'Veldig godt strukturert, tusen takk!', 'Finnes dette også for 3. trinn?', 'Akkurat det jeg lette etter.', 'Fasiten er til stor hjelp.'],
    ratings: ['Anbefales på det varmeste.', 'Sparte meg for mye forberedelse.', 'Tydelig og oversiktlig.', 'Godt å bruke, noen få skrivefeil.'],
    posts: [
      [
        'Slik får du en god start på skoleåret',
        'Skolestarten er spennende for alle. Tydelige regler og faste rutiner gir elevene trygghet.',
        'Begynn med korte oppgaver som alle elever kan mestre. Da får klassen raskt selvtillit.',
        'Ikke endre alt på en gang: én gjennomtenkt endring i uka er mer enn nok.',
      ],
      [
        'Stasjonsundervisning i matematikk',
        'I stasjonsundervisning går elevene i små grupper fra stasjon til stasjon og jobber i sitt eget tempo.',
        'Lag oppgaver på tre nivåer og kort for egenkontroll – da får du tid til elevene som trenger hjelp.',
        'Snakk sammen til slutt om hva som var lett og hva som var vanskelig. Samtalen viser hva dere bør jobbe videre med.',
      ],
      [
        'Foreldremøte uten stress',
        'God forberedelse gjør foreldremøtet roligere for både lærer og foreldre.',
        'Lag en kort agenda og vis konkrete eksempler på hva klassen har jobbet med.',
        'Sett av tid til spørsmål, og avslutt med noe positivt – da går foreldrene motiverte hjem.',
      ],
    ],
  },
  se: {
    subtitles: ['Lågstadielärare med hjärtat på rätt ställe', 'Lärare i matematik och fysik', 'Speciallärare och materialskapare', 'Svensklärare på högstadiet'],
    bios: [
      'Jag har undervisat i över tio år och gör material som eleverna verkligen tycker om.',
      'Allt mitt material är beprövat i min egen klass, anpassat för olika nivåer och klart att använda.',
      'Jag älskar att förklara svåra saker på ett enkelt och konkret sätt.',
    ],
    comments: ['Toppenmaterial, min klass älskade det!', 'Väldigt välstrukturerat, tack så mycket!', 'Finns det här även för årskurs 3?', 'Precis vad jag letade efter.', 'Facit är till stor hjälp.'],
    ratings: ['Varmt rekommenderat.', 'Sparade mig mycket planeringstid.', 'Tydligt och överskådligt.', 'Bra att använda, några stavfel.'],
    posts: [
      [
        'Så får du en bra start på läsåret',
        'Skolstarten är spännande för alla. Tydliga regler och fasta rutiner ger eleverna trygghet.',
        'Börja med korta uppgifter som alla elever kan lyckas med. Då växer klassens självförtroende snabbt.',
        'Ändra inte allt på en gång: en genomtänkt förändring i veckan räcker gott.',
      ],
      [
        'Stationsarbete på mattelektionen',
        'Vid stationsarbete går eleverna i små grupper från station till station och arbetar i sin egen takt.',
        'Förbered uppgifter på tre nivåer och kort för självrättning – då får du tid för de elever som behöver hjälp.',
        'Prata efteråt tillsammans om vad som var lätt och vad som var svårt. Samtalen visar hur ni ska gå vidare.',
      ],
      [
        'Föräldramöte utan stress',
        'God förberedelse gör föräldramötet lugnare för både lärare och föräldrar.',
        'Gör en kort dagordning och visa konkreta exempel på vad klassen har arbetat med.',
        'Lämna tid för frågor och avsluta med något positivt – då går föräldrarna hem motiverade.',
      ],
    ],
  },
};
