export { Anatomy, type AnatomyPart } from './Anatomy';
export { Do, DoDont, Dont } from './DoDont';
export { GuidanceFrame } from './GuidanceFrame';
export { StatusTag } from './StatusTag';
export { Wording } from './Wording';
export { StillDialogs } from './StillDialogs';
