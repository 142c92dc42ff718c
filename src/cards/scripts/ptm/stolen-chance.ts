import { cardScript, draw, ifThen, removeCounters, target } from '../../define.js';

// Only a counter actually removed draws the card.
export default cardScript('stolen-chance', {
  targets: [{ kind: 'champion' }],
  onResolve: [ifThen({ kind: 'targetCounters', index: 0, counter: 'preparation', min: 1 }, [removeCounters(target(0), 'preparation', 1), draw(1)])],
});
