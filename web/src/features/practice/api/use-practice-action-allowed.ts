/**
 * The practice feature's entry to the per-action rule (spec point 4). Other features cannot import
 * this feature, so the hook itself lives in web/src/hooks/ and is re-exported here.
 */
export { usePracticeActionAllowed, type PracticeActionPermission } from '@/hooks/use-practice-action-allowed';
