import { cardScript, classBonus, ifThen, modifyLife } from '../../define.js';

const chosen = { ref: 'chosen' } as const;

// Only while the current attack targets a champion of the defending player, who is you: your champion.
// The ally is picked as it resolves (no target); the life bonus goes to the ally the attack was moved to.
export default cardScript('cry-for-help', {
  onResolve: [
    ifThen({ kind: 'defenderIs', type: 'CHAMPION' }, [
      ifThen({ kind: 'subjectYours', subject: { ref: 'defendingPlayerUnits' } }, [{
        op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1,
        effects: [{ op: 'redirectAttack', to: chosen, then: [ifThen(classBonus(), [modifyLife(chosen, 1)])] }],
      }]),
    ]),
  ],
});
