import type { MainWorld } from '../../worlds';

type Localised = Readonly<Record<MainWorld, string>>;

/**
 * spec §2: "localised path names exist for de, es, fr, gr, it". Each static path segment (English, as
 * the spec writes it) with its word in the five main worlds; gr uses Latin-script transliteration.
 * Words the spec names itself are marked. Every other world uses the English segment as written.
 * Rules: lowercase ASCII, words joined by "-", no word may equal another route's segment in a world
 * (collision tests).
 */
export const SEGMENTS: Readonly<Record<string, Localised>> = {
  // public pages
  material: { de: 'material', es: 'material', fr: 'materiel', gr: 'yliko', it: 'materiale' }, // spec: it materiale
  'material-card-preview': {
    de: 'material-vorschau',
    es: 'vista-previa-material',
    fr: 'apercu-materiel',
    gr: 'proepiskopisi-ylikou',
    it: 'anteprima-materiale',
  },
  'material-feedback': {
    de: 'material-feedback',
    es: 'opiniones-material',
    fr: 'avis-materiel',
    gr: 'scholia-ylikou',
    it: 'feedback-materiale',
  },
  author: { de: 'autor', es: 'autor', fr: 'auteur', gr: 'syggrafeas', it: 'autore' }, // spec: autor, auteur, autore
  id: { de: 'id', es: 'id', fr: 'id', gr: 'id', it: 'id' },
  post: { de: 'beitrag', es: 'entrada', fr: 'billet', gr: 'anartisi', it: 'articolo' }, // spec: fr billet
  lessons: { de: 'unterricht', es: 'temas', fr: 'sujets', gr: 'mathimata', it: 'lezione' }, // spec names de/es/fr/it
  tema: { de: 'thema', es: 'tema', fr: 'theme', gr: 'thema', it: 'tema' },
  // AI tools. spec §2: "The de segment is ki-tools; es and it are localised" (fr and gr keep ai-tools)
  'ai-tools': { de: 'ki-tools', es: 'herramientas-ia', fr: 'ai-tools', gr: 'ai-tools', it: 'strumenti-ia' },
  document: { de: 'dokument', es: 'documento', fr: 'document', gr: 'engrafo', it: 'documento' },
  documents: { de: 'dokumente', es: 'documentos', fr: 'documents', gr: 'engrafa', it: 'documenti' },
  faq: { de: 'faq', es: 'faq', fr: 'faq', gr: 'faq', it: 'faq' },
  // interactive
  interactive: { de: 'interaktiv', es: 'interactivo', fr: 'interactif', gr: 'diadrastiko', it: 'interattivo' },
  home: { de: 'start', es: 'inicio', fr: 'accueil', gr: 'archiki', it: 'home' },
  materials: { de: 'materialien', es: 'materiales', fr: 'materiels', gr: 'ylika', it: 'materiali' },
  'my-interactives': {
    de: 'meine-interaktiven',
    es: 'mis-interactivos',
    fr: 'mes-interactifs',
    gr: 'ta-diadrastika-mou',
    it: 'miei-interattivi',
  },
  'learning-rooms': {
    de: 'lernraeume',
    es: 'aulas-de-aprendizaje',
    fr: 'salles-d-apprentissage',
    gr: 'aithouses-mathisis',
    it: 'aule-di-apprendimento',
  },
  courses: { de: 'kurse', es: 'cursos', fr: 'cours', gr: 'seminaria', it: 'corsi' },
  // information pages
  help: { de: 'hilfe', es: 'ayuda', fr: 'aide', gr: 'voitheia', it: 'aiuto' },
  info: { de: 'info', es: 'info', fr: 'info', gr: 'info', it: 'info' },
  questions: { de: 'fragen', es: 'preguntas', fr: 'questions', gr: 'erotiseis', it: 'domande' },
  'terms-and-conditions': {
    de: 'agb',
    es: 'terminos-y-condiciones',
    fr: 'conditions-generales',
    gr: 'oroi-chrisis',
    it: 'termini-e-condizioni',
  },
  imprint: { de: 'impressum', es: 'aviso-legal', fr: 'mentions-legales', gr: 'nomikes-plirofories', it: 'note-legali' },
  partners: { de: 'partner', es: 'socios', fr: 'partenaires', gr: 'synergates', it: 'partner' },
  'team-{world}': { de: 'team-{world}', es: 'equipo-{world}', fr: 'equipe-{world}', gr: 'omada-{world}', it: 'team-{world}' },
  podcast: { de: 'podcast', es: 'podcast', fr: 'podcast', gr: 'podcast', it: 'podcast' },
  magazine: { de: 'magazin', es: 'revista', fr: 'magazine', gr: 'periodiko', it: 'rivista' },
  app: { de: 'app', es: 'app', fr: 'app', gr: 'app', it: 'app' },
  jobs: { de: 'jobs', es: 'empleo', fr: 'emplois', gr: 'theseis-ergasias', it: 'lavora-con-noi' },
  gdpr: { de: 'datenschutz', es: 'rgpd', fr: 'rgpd', gr: 'gdpr', it: 'gdpr' },
  impact: { de: 'wirkung', es: 'impacto', fr: 'impact', gr: 'antiktypos', it: 'impatto' },
  'teacher-marketplace-history': {
    de: 'geschichte-lehrermarktplatz',
    es: 'historia-mercado-docente',
    fr: 'histoire-marche-enseignants',
    gr: 'istoria-agoras-ekpaideftikon',
    it: 'storia-mercato-insegnanti',
  },
  offers: { de: 'angebote', es: 'ofertas', fr: 'offres', gr: 'prosfores', it: 'offerte' },
  recommendations: { de: 'empfehlungen', es: 'recomendaciones', fr: 'recommandations', gr: 'protaseis', it: 'consigli' },
  homeschooling: {
    de: 'homeschooling',
    es: 'educacion-en-casa',
    fr: 'ecole-a-la-maison',
    gr: 'ekpaideusi-sto-spiti',
    it: 'scuola-a-casa',
  },
  'inclusive-lessons': {
    de: 'inklusiver-unterricht',
    es: 'clases-inclusivas',
    fr: 'cours-inclusifs',
    gr: 'symperiliptika-mathimata',
    it: 'lezioni-inclusive',
  },
  'climate-action': {
    de: 'klimaschutz',
    es: 'accion-climatica',
    fr: 'action-climat',
    gr: 'drasi-gia-to-klima',
    it: 'azione-per-il-clima',
  },
  'are-you-ok': { de: 'geht-es-dir-gut', es: 'estas-bien', fr: 'ca-va', gr: 'eisai-kala', it: 'stai-bene' },
  kids: { de: 'kinder', es: 'ninos', fr: 'enfants', gr: 'paidia', it: 'bambini' },
  donate: { de: 'spenden', es: 'donar', fr: 'faire-un-don', gr: 'dorea', it: 'dona' },
  fonts: { de: 'schriftarten', es: 'fuentes', fr: 'polices', gr: 'grammatoseires', it: 'font' },
  'material-sharing': {
    de: 'material-teilen',
    es: 'compartir-material',
    fr: 'partage-de-materiel',
    gr: 'koinopoiisi-ylikou',
    it: 'condivisione-materiale',
  },
  'step-upload': { de: 'schritt-hochladen', es: 'paso-subir', fr: 'etape-televerser', gr: 'vima-anevasmatos', it: 'passo-caricamento' },
  'step-name': { de: 'schritt-name', es: 'paso-nombre', fr: 'etape-nom', gr: 'vima-onomatos', it: 'passo-nome' },
};
