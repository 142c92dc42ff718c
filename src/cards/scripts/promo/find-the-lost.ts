import { cardScript, prepared, staticAbility } from '../../define.js';

export default cardScript('find-the-lost', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'unblockable' }, prepared())],
});
