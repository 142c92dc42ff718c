import { cardScript, destroy, ifThen, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('manifest-threat', {
  keywords: ['floatingMemory'],
  targets: [targetAlly()],
  onResolve: [ifThen({ kind: 'targetIs', index: 0, hasCounter: 'debuff' }, [destroy(target(0))], [putCounters(target(0), 'debuff', 1)])],
});
