import { becomes, cardScript, draw, ifThen, loseKeyword, target, targetUnit } from '../../define.js';

export default cardScript('expose-darkness', {
  targets: [targetUnit()],
  onResolve: [
    ifThen({ kind: 'targetHasKeyword', index: 0, keyword: 'stealth' }, [draw(1)]),
    becomes(target(0), [loseKeyword('stealth')], 'untilEndOfTurn'),
  ],
});
