import type { AiTool } from '@teachmarket/contracts/api-types';

/**
 * The AI tools catalogue. description, quiz and worksheet generate (api/src/routes/ai/); the texts say what the
 * built-in text tools really do, so they hold with or without a language model. Lesson plans and slides are listed
 * but need a model (the tool page says so).
 */
const TOOLS: Array<{ slug: string; category: string; text: Record<string, [string, string]> }> = [
  { slug: 'description', category: 'writing', text: {
    de: ['Materialbeschreibung', 'Fasst die Beschreibung Ihres Materials in seinen aussagekräftigsten Sätzen zusammen.'],
    es: ['Descripción del material', 'Resume la descripción de tu recurso en sus frases más informativas.'],
    fr: ['Description de ressource', 'Résume la description de votre ressource en ses phrases les plus informatives.'],
    gr: ['Περιγραφή υλικού', 'Συνοψίζει την περιγραφή του υλικού σας στις πιο κατατοπιστικές προτάσεις της.'],
    it: ['Descrizione del materiale', 'Riassume la descrizione del tuo materiale nelle sue frasi più informative.'],
    en: ['Material description', 'Sums up your material’s description in its most informative sentences.'] } },
  { slug: 'quiz', category: 'assessment', text: {
    de: ['Quiz-Generator', 'Erstellt Lückentext-Fragen mit Auswahl und Lösungen aus einem Material oder Text.'],
    es: ['Generador de cuestionarios', 'Crea preguntas de completar huecos con opciones y soluciones a partir de un recurso o texto.'],
    fr: ['Générateur de quiz', 'Crée des questions à trous à choix multiples, corrigées, à partir d’une ressource ou d’un texte.'],
    gr: ['Δημιουργός κουίζ', 'Δημιουργεί ερωτήσεις συμπλήρωσης κενών με επιλογές και λύσεις από υλικό ή κείμενο.'],
    it: ['Generatore di quiz', 'Crea domande a completamento a scelta multipla, con soluzioni, da un materiale o da un testo.'],
    en: ['Quiz generator', 'Creates multiple-choice gap-fill questions with answers from a material or a text.'] } },
  { slug: 'worksheet', category: 'documents', text: {
    de: ['Arbeitsblatt-Assistent', 'Stellt zu Ihrem Thema ein Arbeitsblatt aus Auszügen Ihrer Materialien mit Lückentext-Aufgaben zusammen.'],
    es: ['Asistente de fichas', 'Monta una ficha sobre tu tema con extractos de tus recursos y ejercicios de completar huecos.'],
    fr: ["Assistant fiches d'exercices", "Assemble une fiche sur votre thème à partir d'extraits de vos ressources, avec des exercices à trous."],
    gr: ['Βοηθός φύλλων εργασίας', 'Συνθέτει φύλλο εργασίας για το θέμα σας από αποσπάσματα των υλικών σας, με ασκήσεις συμπλήρωσης κενών.'],
    it: ['Assistente schede', 'Compone una scheda sul tuo argomento con estratti dei tuoi materiali ed esercizi a completamento.'],
    en: ['Worksheet assistant', 'Assembles a worksheet on your topic from excerpts of your materials, with gap-fill tasks.'] } },
  { slug: 'lesson-plan', category: 'planning', text: {
    de: ['Unterrichtsplaner', 'Schlägt einen Stundenverlauf mit Einstieg, Erarbeitung und Sicherung vor.'],
    es: ['Planificador de clases', 'Propone una secuencia de clase con inicio, desarrollo y cierre.'],
    fr: ['Planificateur de séance', 'Propose un déroulé de séance avec découverte, recherche et synthèse.'],
    gr: ['Σχεδιαστής μαθήματος', 'Προτείνει πορεία διδασκαλίας με αφόρμηση, επεξεργασία και ανακεφαλαίωση.'],
    it: ['Pianificatore di lezioni', 'Propone lo svolgimento di una lezione con introduzione, sviluppo e sintesi.'],
    en: ['Lesson planner', 'Suggests a lesson flow with starter, main activity and plenary.'] } },
  { slug: 'presentation', category: 'documents', text: {
    de: ['Präsentation (PPTX)', 'Erstellt Folien zu einem Thema als PowerPoint-Datei.'],
    es: ['Presentación (PPTX)', 'Crea diapositivas sobre un tema en formato PowerPoint.'],
    fr: ['Diaporama (PPTX)', 'Crée des diapositives sur un thème au format PowerPoint.'],
    gr: ['Παρουσίαση (PPTX)', 'Δημιουργεί διαφάνειες για ένα θέμα σε αρχείο PowerPoint.'],
    it: ['Presentazione (PPTX)', 'Crea diapositive su un argomento in formato PowerPoint.'],
    en: ['Presentation (PPTX)', 'Creates slides on a topic as a PowerPoint file.'] } },
];

export function aiTools(world: string): AiTool[] {
  return TOOLS.map((tool, i) => {
    const [title, description] = tool.text[world] ?? tool.text.en ?? ['', ''];
    return { id: i + 1, slug: tool.slug, title, description, category: tool.category };
  });
}
