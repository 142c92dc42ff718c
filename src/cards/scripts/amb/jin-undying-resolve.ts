import { cardScript, staticAbility } from '../../define.js';

export default cardScript('jin-undying-resolve', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'immortality' }, { kind: 'notYourPhase', phase: 'end' })],
});
