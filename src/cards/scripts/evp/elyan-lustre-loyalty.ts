import { buffPower, cardScript, classBonus, ifThen, self, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('elyan-lustre-loyalty', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus()),
    // +X power, X the amount recovered; then unblockable when X is 4 or more.
    triggered(whenever('recovers', { who: 'you' }), [
      { op: 'scaled', x: { of: 'eventAmount' }, effect: buffPower(self(), 0) },
      ifThen({ kind: 'eventAmountAtLeast', min: 4 }, [{ op: 'grantKeyword', subject: self(), keyword: 'unblockable', duration: 'untilEndOfTurn' }]),
    ], { condition: classBonus() }),
  ],
});
