import type { AiTool } from '../../../shared-kit/src/api-types';

/** The AI tools catalogue (list only: generation itself is not implemented by this API). */
const TOOLS: Array<{ slug: string; category: string; text: Record<string, [string, string]> }> = [
  { slug: 'description', category: 'writing', text: {
    de: ['Materialbeschreibung', 'Erstellt aus Titel und Stichpunkten eine ansprechende Beschreibung für Ihr Material.'],
    es: ['Descripción del material', 'Genera una descripción atractiva a partir del título y unas palabras clave.'],
    fr: ['Description de ressource', 'Rédige une description attractive à partir du titre et de quelques mots-clés.'],
    gr: ['Περιγραφή υλικού', 'Δημιουργεί μια ελκυστική περιγραφή από τον τίτλο και λίγες λέξεις-κλειδιά.'],
    it: ['Descrizione del materiale', 'Crea una descrizione accattivante a partire dal titolo e da alcune parole chiave.'],
    en: ['Material description', 'Writes an appealing description from the title and a few keywords.'] } },
  { slug: 'quiz', category: 'assessment', text: {
    de: ['Quiz-Generator', 'Erstellt Multiple-Choice-Fragen mit Lösungen zu jedem Thema.'],
    es: ['Generador de cuestionarios', 'Crea preguntas tipo test con soluciones sobre cualquier tema.'],
    fr: ['Générateur de quiz', 'Crée des QCM corrigés sur n’importe quel thème.'],
    gr: ['Δημιουργός κουίζ', 'Δημιουργεί ερωτήσεις πολλαπλής επιλογής με λύσεις για κάθε θέμα.'],
    it: ['Generatore di quiz', 'Crea domande a scelta multipla con soluzioni su qualsiasi argomento.'],
    en: ['Quiz generator', 'Creates multiple-choice questions with answers on any topic.'] } },
  { slug: 'worksheet', category: 'documents', text: {
    de: ['Arbeitsblatt-Assistent', 'Entwirft ein differenziertes Arbeitsblatt für Ihre Klassenstufe.'],
    es: ['Asistente de fichas', 'Diseña una ficha de trabajo adaptada al curso.'],
    fr: ["Assistant fiches d'exercices", "Conçoit une fiche d'exercices différenciée pour votre niveau."],
    gr: ['Βοηθός φύλλων εργασίας', 'Σχεδιάζει διαφοροποιημένο φύλλο εργασίας για την τάξη σας.'],
    it: ['Assistente schede', 'Progetta una scheda didattica differenziata per la tua classe.'],
    en: ['Worksheet assistant', 'Drafts a differentiated worksheet for your grade.'] } },
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
