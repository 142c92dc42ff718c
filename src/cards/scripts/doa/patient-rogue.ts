import { atBeginningOfYourRecollection, buffPower, classBonus, cardScript, self, staticAbility, triggered } from '../../define.js';

export default cardScript('patient-rogue', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'allOf', conditions: [classBonus(), { kind: 'selfAwake' }] }),
    triggered(atBeginningOfYourRecollection(), [buffPower(self(), 3)]),
  ],
});
