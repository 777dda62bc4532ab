import type { SchoolType } from '@teachmarket/contracts/api-types';
import type { World } from '../worlds';

/**
 * The school system of each world (issue 18: real school years per country). A grade is the year of
 * schooling counted from the first school year (class_grade 1-13 across all worlds); each world has
 * as many as its schools have (Poland 13: szkoła podstawowa 1-8, then liceum 1-4 or technikum 1-5;
 * Ukraine and Kazakhstan 11; Spain, France 12 …), and each school type covers the years it really
 * teaches there. The language packs name the years (content/lang: `grade`), the seed draws grades only
 * from these ranges, the filters and the school menu offer only these years.
 */
export interface SchoolSystem {
  /** The last school year (grades are 1..last). */
  last: number;
  /** The years each school type teaches; null for the stages without school years (preschool, adults). */
  stages: Record<SchoolType, readonly [number, number] | null>;
}

type Stages = [primary: [number, number], middle: [number, number], gymnasium: [number, number], upper: [number, number], vocational: [number, number], remedial: [number, number]];

function system(last: number, [primary, middle, gymnasium, upper, vocational, remedial]: Stages): SchoolSystem {
  return {
    last,
    stages: {
      all: [1, last], preschool: null, primary, secondary_i_middle: middle, secondary_i_gymnasium: gymnasium,
      secondary_ii: upper, vocational, remedial, adult_education: null,
    },
  };
}

// In order: primary, secondary I (middle), secondary I (gymnasium), secondary II, vocational, special needs.
const SYSTEMS: Record<World, SchoolSystem> = {
  // Grundschule 1-4, Sekundarstufe I 5-10, gymnasiale Oberstufe 11-13 (G9), Berufsschule 10-13.
  de: system(13, [[1, 4], [5, 10], [5, 10], [11, 13], [10, 13], [1, 10]]),
  // Primaria 1-6, ESO 1.º-2.º and 3.º-4.º (7-10), Bachillerato 1.º-2.º (11-12), FP de grado medio (11-12).
  es: system(12, [[1, 6], [7, 8], [9, 10], [11, 12], [11, 12], [1, 10]]),
  // École élémentaire CP-CM2 (1-5), collège 6e-3e (6-9), lycée seconde-terminale (10-12).
  fr: system(12, [[1, 5], [6, 9], [6, 9], [10, 12], [10, 12], [1, 9]]),
  // Δημοτικό Α΄-ΣΤ΄ (1-6), Γυμνάσιο Α΄-Γ΄ (7-9), Λύκειο / ΕΠΑΛ Α΄-Γ΄ (10-12).
  gr: system(12, [[1, 6], [7, 9], [7, 9], [10, 12], [10, 12], [1, 9]]),
  // Primaria 1ª-5ª, secondaria di primo grado 1ª-3ª (6-8), di secondo grado 1ª-5ª (9-13).
  it: system(13, [[1, 5], [6, 8], [6, 8], [9, 13], [9, 13], [1, 13]]),
  // Начален етап 1-4, прогимназия 5-7, гимназия / професионална гимназия 8-12.
  bg: system(12, [[1, 4], [5, 7], [5, 7], [8, 12], [8, 12], [1, 7]]),
  // 小学 1-6, 初中 1-3 (7-9), 高中 / 职高 1-3 (10-12).
  cn: system(12, [[1, 6], [7, 9], [7, 9], [10, 12], [10, 12], [1, 9]]),
  // Základní škola 1.-5. and 6.-9. třída (víceleté gymnázium alongside 6-9), střední škola 1.-4. ročník (10-13).
  cz: system(13, [[1, 5], [6, 9], [6, 9], [10, 13], [10, 12], [1, 9]]),
  // Indskoling 1-3, mellemtrin 4-6, udskoling 7-9 (+ 10. klasse), gymnasium 1.g-3.g (11-13).
  dk: system(13, [[1, 3], [4, 6], [7, 10], [11, 13], [11, 13], [1, 10]]),
  // Alakoulu 1-6, yläkoulu 7-9, lukio / ammattikoulu (toinen aste) 1-3 (10-12).
  fi: system(12, [[1, 6], [7, 9], [7, 9], [10, 12], [10, 12], [1, 9]]),
  // Primary 1-5, upper primary 6-8, secondary 9-10, higher secondary 11-12.
  hi: system(12, [[1, 5], [6, 8], [9, 10], [11, 12], [9, 12], [1, 8]]),
  // Razredna nastava 1-4, predmetna 5-8, srednja škola 1.-4. razred (9-12).
  hr: system(12, [[1, 4], [5, 8], [5, 8], [9, 12], [9, 12], [1, 8]]),
  // Alsó tagozat 1-4, felső tagozat 5-8, középiskola 9-12.
  hu: system(12, [[1, 4], [5, 8], [5, 8], [9, 12], [9, 12], [1, 8]]),
  // SD kelas 1-6, SMP 7-9, SMA / SMK 10-12.
  id: system(12, [[1, 6], [7, 9], [7, 9], [10, 12], [10, 12], [1, 9]]),
  // 小学校 1-6, 中学校 1-3 (7-9), 高等学校 1-3 (10-12).
  jp: system(12, [[1, 6], [7, 9], [7, 9], [10, 12], [10, 12], [1, 9]]),
  // 초등학교 1-6, 중학교 1-3 (7-9), 고등학교 1-3 (10-12).
  kr: system(12, [[1, 6], [7, 9], [7, 9], [10, 12], [10, 12], [1, 9]]),
  // Бастауыш 1-4, негізгі 5-9, жоғары сынып 10-11 (11 school years).
  kz: system(11, [[1, 4], [5, 9], [5, 9], [10, 11], [10, 11], [1, 9]]),
  // World my is written in Malayalam (spec §1): the Kerala system, LP 1-4, UP 5-7, high school 8-10, Plus One / Plus Two (11-12).
  my: system(12, [[1, 4], [5, 7], [8, 10], [11, 12], [11, 12], [1, 10]]),
  // Basisschool groep 3-8 (1-6), vmbo klas 1-4 (7-10), havo/vwo onderbouw (7-9) and bovenbouw (10-12).
  nl: system(12, [[1, 6], [7, 10], [7, 9], [10, 12], [11, 12], [1, 10]]),
  // Barneskole 1-7, ungdomsskole 8-10, videregående Vg1-Vg3 (11-13).
  no: system(13, [[1, 7], [8, 10], [8, 10], [11, 13], [11, 13], [1, 10]]),
  // Szkoła podstawowa klasy 1-3 and 4-8 (dwujęzyczne from 7), liceum 1-4 (9-12), technikum 1-5 (9-13).
  pl: system(13, [[1, 3], [4, 8], [7, 8], [9, 12], [9, 13], [1, 8]]),
  // Ciclul primar I-IV, gimnaziu V-VIII, liceu IX-XII.
  ro: system(12, [[1, 4], [5, 8], [5, 8], [9, 12], [9, 12], [1, 8]]),
  // Основна школа 1-4 and 5-8, средња школа 1-4 (9-12).
  rs: system(12, [[1, 4], [5, 8], [5, 8], [9, 12], [9, 12], [1, 8]]),
  // Grundskolan årskurs 1-6 (låg- och mellanstadiet) and 7-9 (högstadiet), gymnasiet år 1-3 (10-12).
  se: system(12, [[1, 6], [7, 9], [7, 9], [10, 12], [10, 12], [1, 9]]),
  // Základná škola 1.-4. and 5.-9. ročník (osemročné gymnázium alongside 5-9), stredná škola 1.-4. ročník (10-13).
  sk: system(13, [[1, 4], [5, 9], [5, 9], [10, 13], [10, 13], [1, 9]]),
  // ประถม ป.1-6, มัธยมต้น ม.1-3 (7-9), มัธยมปลาย ม.4-6 / ปวช. (10-12).
  th: system(12, [[1, 6], [7, 9], [7, 9], [10, 12], [10, 12], [1, 9]]),
  // Початкова 1-4, базова 5-9, профільна 10-11 (11 school years).
  ua: system(11, [[1, 4], [5, 9], [5, 9], [10, 11], [10, 11], [1, 9]]),
};

export function schoolSystem(world: World): SchoolSystem {
  return SYSTEMS[world];
}

/** The world's school years, 1..last. */
export function gradesOf(world: World): number[] {
  return Array.from({ length: SYSTEMS[world].last }, (_, i) => i + 1);
}

/** The years a school type teaches in the world (none for preschool and adult education). */
export function stageGrades(world: World, type: SchoolType): number[] {
  const range = SYSTEMS[world].stages[type];
  return range ? Array.from({ length: range[1] - range[0] + 1 }, (_, i) => range[0] + i) : [];
}
