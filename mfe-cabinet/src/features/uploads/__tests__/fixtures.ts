import type { Filters, UploadMaterial } from '@teachmarket/shared-kit';

export const draft = (over: Partial<UploadMaterial> = {}): UploadMaterial => ({
  id: 41, slug: 'fracciones', status: 'draft', world: 'es', title: 'Fracciones', description: '', price: 0, currencyCode: 'EUR',
  materialType: 'worksheet', subjectIds: [], grades: [], schoolTypes: [], textLanguage: 'es', pages: 2, fileName: 'fracciones.pdf',
  fileSize: 1234, createdAt: '2026-01-01T00:00:00.000Z', publishedAt: null,
  files: [{ position: 0, name: 'fracciones.pdf', type: 'pdf', contentType: 'application/pdf', size: 1234, pages: 2, uploadedAt: '2026-01-01T00:00:00.000Z' }],
  ...over,
});

export const filters: { items: Filters } = {
  items: {
    class_grade: [{ id: 3, title: '3.º' }, { id: 4, title: '4.º' }],
    learning_years: [],
    material_type: [{ id: 'worksheet', title: 'Ficha' }, { id: 'test', title: 'Examen' }],
    subject: [{ id: 30, title: 'Matemáticas' }],
    school_type: [{ id: 'primary', title: 'Primaria' }],
  },
};
