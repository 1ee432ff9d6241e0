// The copy from another VIS service (`npm run import:vis`): import it from here, never from its files.
export { summaryLines, writeRefusals } from './copy-report';
export { copyFromVis, type CopyOptions, type CopySummary } from './vis-copy';
