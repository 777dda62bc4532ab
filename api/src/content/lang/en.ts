import type { LangPack } from '../types';

/** English: the fallback for languages that do not fill every field. */
export const en: LangPack = {
  subjects: {
    math: { title: 'Mathematics', topics: ['Fractions', 'Pythagorean theorem', 'Times tables', 'Linear functions', 'Percentages'] },
    native_language: { title: 'Language arts', topics: ['Parts of speech', 'Essay writing', 'Punctuation', 'Fairy tales and fables'] },
    english: { title: 'English', topics: ['Simple past', 'Present perfect', 'Conditionals', 'Reading comprehension'] },
    biology: { title: 'Biology', topics: ['Photosynthesis', 'The human body', 'Forest ecosystem', 'Cell structure'] },
    history: { title: 'History', topics: ['The French Revolution', 'The Roman Empire', 'The Middle Ages', 'The Industrial Revolution'] },
    geography: { title: 'Geography', topics: ['Climate zones', 'Plate tectonics', 'Map skills', 'Volcanoes'] },
    physics: { title: 'Physics', topics: ['Electric circuits', 'Optics', "Newton's laws", 'Magnetism'] },
    chemistry: { title: 'Chemistry', topics: ['The periodic table', 'Acids and bases', 'Chemical reactions'] },
    art: { title: 'Art', topics: ['Colour theory', 'Drawing in perspective', 'Collage'] },
    music: { title: 'Music', topics: ['Note values', 'Musical instruments', 'Rhythm exercises'] },
    ethics: { title: 'Ethics', topics: ['Friendship', 'Justice', 'World religions'] },
    computer_science: { title: 'Computer science', topics: ['Algorithms', 'Coding with Scratch', 'Binary numbers'] },
  },
  materialTypes: {
    worksheet: 'Worksheet', lesson_plan: 'Lesson plan', presentation: 'Presentation', test: 'Test',
    learning_game: 'Learning game', workbook: 'Workbook', poster: 'Poster', bundle: 'Bundle',
  },
  schoolTypes: {
    all: 'All school types', preschool: 'Preschool', primary: 'Primary school', secondary_i_middle: 'Lower secondary (middle school)',
    secondary_i_gymnasium: 'Lower secondary (grammar school)', secondary_ii: 'Upper secondary', vocational: 'Vocational school',
    remedial: 'Special needs school', adult_education: 'Adult education',
  },
  grade: (n) => `Grade ${n}`,
  learningYear: (n) => `Learning year ${n}`,
  titleTemplates: ['{type}: {topic} ({grade})', '{topic} – {type} for {grade}', '{topic} made easy', '{topic}: exercises with answers'],
  descriptionSentences: [
    'This {type} on {topic} helps pupils in {grade} learn on their own.',
    'The tasks come in three levels of difficulty and include full answers.',
    'Ideal for starting a new unit in {subject} or for revision before a test.',
    'Ready to print or to use on the whiteboard.',
  ],
  firstNames: ['Emma', 'Oliver', 'Sophie', 'James', 'Grace', 'Daniel'],
  lastNames: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker'],
  authorSubtitles: ['Primary school teacher', 'Secondary maths teacher', 'Special needs teacher'],
  authorBios: ['I have been teaching for ten years and create materials children love.', 'Tried and tested in my own classroom.'],
  comments: ['Great material, my class loved it!', 'Very well structured, thank you!', 'Exactly what I was looking for.'],
  ratingTexts: ['Highly recommended.', 'Saved me a lot of preparation time.', 'Clear and well organised.'],
  blogTitles: ['Starting the new school year well', 'Five ideas for open learning', 'Digital tools in the classroom'],
  blogParagraphs: [
    'The start of the school year is exciting for everyone. Clear routines help your class settle in.',
    'Open formats such as learning stations build independence.',
    'Try one new method a week and share what works with your colleagues.',
  ],
  bestIn: (subject) => `Bestseller in ${subject}`,
  schoolNames: ['Park Primary School', 'North Secondary School', 'City Grammar School'],
};
