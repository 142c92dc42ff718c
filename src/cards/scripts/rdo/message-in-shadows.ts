import { cardScript, onEnter, staticAbility, targetAlly, triggered } from '../../define.js';

export default cardScript('message-in-shadows', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    triggered(onEnter(), [{ op: 'glimpse', count: 2 }]),
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 2 }, { kind: 'linkedHasKeyword', keyword: 'stealth' }),
  ],
});
