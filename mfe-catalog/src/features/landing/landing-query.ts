import type { SearchParams } from '@teachmarket/shared-kit';

/** The search each landing page shows (spec §2 landing pages), and the URL query of its "see all" link. */
export interface LandingQuery {
  kind: 'subject' | 'school' | 'free';
  params: SearchParams;
  query: Record<string, string>;
  subjectId?: string;
  school?: string;
}

export function landingQuery(routeId: string, params: Readonly<Record<string, string>>): LandingQuery {
  const subject = params.id && /^\d{1,9}$/.test(params.id) ? params.id : undefined;
  const withSubject = (query: Record<string, string>) => (subject ? { ...query, subject } : query);
  switch (routeId) {
    case 'schoolLanding':
    case 'schoolLandingMaterial': {
      const query = withSubject({ school_type: params.school ?? '' });
      return { kind: 'school', params: { ...query, sort: 'rating', per_page: 12 }, query, subjectId: subject, school: params.school };
    }
    case 'foundationLanding':
    case 'freeMaterialsLanding': {
      const query = withSubject({ price: 'free' });
      return { kind: 'free', params: { ...query, price: 'free', sort: 'rating', per_page: 12 }, query, subjectId: subject };
    }
    default: {
      // lessons / tema: a topic page for one subject
      const query = withSubject({});
      return { kind: 'subject', params: { ...query, sort: 'rating', per_page: 12 }, query, subjectId: subject };
    }
  }
}
