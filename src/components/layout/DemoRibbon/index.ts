export { DemoRibbon, type DemoRibbonProps } from './DemoRibbon';
