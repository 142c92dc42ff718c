import { cardScript, draw, ifThen, removeCounters, target } from '../../define.js';

export default cardScript('surreptitious-scheme', {
  targets: [{ kind: 'champion' }],
  onResolve: [ifThen({ kind: 'targetCounters', index: 0, counter: 'level', min: 1 }, [removeCounters(target(0), 'level', 1), draw(1)])],
});
