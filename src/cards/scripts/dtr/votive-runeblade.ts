import { cardScript, classBonus, onAttack, triggered } from '../../define.js';

export default cardScript('votive-runeblade', {
  abilities: [
    triggered(onAttack(), [{ op: 'sacrificeAnother', filter: { subtype: 'SWORD', supertype: 'REGALIA' }, then: [{ op: 'wakeUp', subject: { ref: 'attacker' } }] }], { condition: classBonus() }),
  ],
});
