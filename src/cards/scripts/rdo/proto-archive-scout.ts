import { cardScript, staticAbility } from '../../define.js';

export default cardScript('proto-archive-scout', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'selfAwake' }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'controlsCount', filter: { name: 'Proto Key Crest' }, min: 1 }),
  ],
});
