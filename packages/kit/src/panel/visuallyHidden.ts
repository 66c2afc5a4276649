import './VisuallyHidden.css';

/** The class that hides an element from sight but not from assistive technology (a label, a live region). */
export const VISUALLY_HIDDEN_CLASS = 'tb-visually-hidden';
