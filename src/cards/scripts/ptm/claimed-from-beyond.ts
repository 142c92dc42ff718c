import { cardScript, ifThen, target } from '../../define.js';

export default cardScript('claimed-from-beyond', {
  targets: [{ kind: 'object', nonChampion: true }],
  onResolve: [ifThen({ kind: 'targetTypeInBanishment', index: 0 }, [{ op: 'banish', subject: target(0) }])],
});
