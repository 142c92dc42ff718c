import { cardScript, ifThen, may, not, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('arthur-young-heir', {
  abilities: [
    // Only an awake Arthur can be rested, and only then does he gain immortality.
    triggered(onEnter(), [ifThen({ kind: 'selfAwake' }, [may({ op: 'rest', subject: self() }, { op: 'grantKeyword', subject: self(), keyword: 'immortality', duration: 'untilYourNextTurn' })])]),
    staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1 }, not({ kind: 'selfAwake' })),
  ],
});
