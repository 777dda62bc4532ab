import { TourDialog } from './TourDialog';
import { SchoolTypeSlider, SubjectSlider } from './TourSliders';

interface Props {
  step: number;
  /** The step's slider, if it has one. */
  slider?: 'schoolTypes' | 'subjects';
  world: string;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
  onFinish: () => void;
}

/** The feature tour's card with its step's slider: a chunk loaded when the tour is first shown (lazy-dialog.tsx). */
export function TourCard({ slider, world, onFinish, ...rest }: Props) {
  return (
    <TourDialog {...rest} onFinish={onFinish}>
      {slider === 'schoolTypes' && <SchoolTypeSlider world={world} onLeave={onFinish} />}
      {slider === 'subjects' && <SubjectSlider world={world} onLeave={onFinish} />}
    </TourDialog>
  );
}
