import type { Guide } from './types';

export const labourContractGuide: Guide = {
  id: 10004,
  slug: 'labour-contracts',
  updated: '2026-11-25',
  title: {
    en: 'Labour contracts: probation, termination and severance',
    zh: '劳动合同：试用期、解除与经济补偿',
  },
  summary: {
    en: 'What the Labour Contract Law requires of a written contract, how long probation may last, how either side can end the contract, how severance is calculated, and where to go when there is a dispute.',
    zh: '《劳动合同法》对书面合同的要求、试用期的上限、双方如何解除合同、经济补偿如何计算，以及发生争议时到哪里解决。',
  },
  sections: [
    {
      id: 'written-contract',
      heading: { en: 'A written contract, within one month', zh: '一个月内订立书面合同' },
      paragraphs: {
        en: [
          'The employer must sign a written labour contract within one month of the day you start work (Labour Contract Law, Art. 10). If it does not, it owes you double wages from the second month, for up to a year (Art. 82); after a full year without a written contract, the law treats you as having an open-ended contract (Art. 14).',
          'For foreign employees the contract and the work permit go together: the work permit is issued for the contract’s term, and courts generally do not treat work without a valid work permit as a protected labour relationship. Make sure the position, place of work, salary and term in the contract match the permit.',
        ],
        zh: [
          '用人单位应自用工之日起一个月内订立书面劳动合同（《劳动合同法》第十条）。未订立的，应自第二个月起向劳动者支付二倍工资，最长一年（第八十二条）；满一年仍未订立的，视为已订立无固定期限劳动合同（第十四条）。',
          '对外籍员工而言，劳动合同和工作许可相互依存：工作许可按合同期限签发；未取得有效工作许可的用工，法院一般不认定为受保护的劳动关系。请确保合同中的岗位、工作地点、薪酬和期限与工作许可一致。',
        ],
      },
    },
    {
      id: 'probation',
      heading: { en: 'Probation', zh: '试用期' },
      paragraphs: {
        en: [
          'Probation is limited by the contract’s term (Art. 19), and the same employer may set it only once. A contract for less than three months, or for the completion of a task, has no probation. A probation period agreed alone, without a contract term, counts as the contract term.',
          'Pay during probation may not be lower than the lowest wage for the same position in the company or 80% of the wage agreed in the contract, and never below the local minimum wage (Art. 20).',
        ],
        zh: [
          '试用期上限取决于劳动合同期限（第十九条），同一用人单位与同一劳动者只能约定一次试用期。以完成一定工作任务为期限或期限不满三个月的合同，不得约定试用期。劳动合同仅约定试用期的，试用期不成立，该期限为劳动合同期限。',
          '试用期工资不得低于本单位相同岗位最低档工资或者劳动合同约定工资的 80%，并不得低于用人单位所在地的最低工资标准（第二十条）。',
        ],
      },
      list: {
        en: [
          'Contract of three months to less than one year: at most one month.',
          'One year to less than three years: at most two months.',
          'Three years or more, or open-ended: at most six months.',
        ],
        zh: [
          '合同期限三个月以上不满一年：试用期不得超过一个月。',
          '一年以上不满三年：不得超过二个月。',
          '三年以上固定期限和无固定期限：不得超过六个月。',
        ],
      },
    },
    {
      id: 'resigning',
      heading: { en: 'Resigning', zh: '劳动者辞职' },
      paragraphs: {
        en: [
          'You may end the contract by giving 30 days’ written notice, or three days’ notice during probation (Art. 37). You may leave at once, and with severance, if the employer fails to pay wages in full and on time, fails to pay social insurance, or otherwise breaks the law as listed in Art. 38.',
          'For a foreign employee, also plan the paperwork: the work permit and residence permit have to be cancelled or transferred, and a release letter from the employer makes the next application easier.',
        ],
        zh: [
          '劳动者提前 30 日以书面形式通知用人单位，可以解除劳动合同；试用期内提前三日通知即可（第三十七条）。用人单位未及时足额支付劳动报酬、未依法缴纳社会保险费等第三十八条所列情形的，劳动者可以立即解除合同，并有权获得经济补偿。',
          '外籍员工还要安排好手续：工作许可和居留许可需注销或变更，原单位出具的离职证明能让新的申请更顺利。',
        ],
      },
    },
    {
      id: 'dismissal',
      heading: { en: 'When the employer ends the contract', zh: '用人单位解除合同' },
      paragraphs: {
        en: [
          'An employer may dismiss without notice or severance only for the reasons in Art. 39 — for example failing the probation requirements (which it must prove), a serious breach of lawful company rules, or serious dereliction causing major damage. Under Art. 40 it may dismiss for illness, proven incompetence after training or reassignment, or a major change of circumstances, with 30 days’ written notice or one month’s extra wage, and with severance.',
          'Some employees may not be dismissed under Art. 40 or 41 at all (Art. 42): for example a woman during pregnancy, maternity leave or nursing, someone within the medical treatment period for an illness or an injury outside work, or someone who lost all or part of their working ability through a work injury or occupational disease at this employer. An unlawful dismissal costs the employer twice the severance (Art. 87), or you can ask to be reinstated.',
        ],
        zh: [
          '只有在第三十九条规定的情形下，用人单位才能不提前通知、不支付经济补偿解除合同，例如在试用期间被证明不符合录用条件（须由单位举证）、严重违反依法制定的规章制度、严重失职造成重大损害等。依第四十条，因劳动者患病、经培训或调岗仍不能胜任、客观情况发生重大变化等原因解除的，须提前 30 日书面通知或额外支付一个月工资，并支付经济补偿。',
          '有些情形下不得依第四十条、第四十一条解除合同（第四十二条），例如女职工在孕期、产期、哺乳期；患病或者非因工负伤，在规定的医疗期内；在本单位患职业病或者因工负伤并被确认丧失或者部分丧失劳动能力。违法解除的，用人单位应按经济补偿标准的二倍支付赔偿金（第八十七条），劳动者也可以要求继续履行合同。',
        ],
      },
    },
    {
      id: 'severance',
      heading: { en: 'How severance is calculated', zh: '经济补偿如何计算' },
      paragraphs: {
        en: [
          'Severance is one month’s wage for each full year of service; six months or more counts as a full year, and less than six months as half a month (Art. 47). The monthly wage is your average monthly pay over the last twelve months before the contract ended, bonuses and allowances included.',
          'If that monthly wage is more than three times the local average monthly wage published by the city, it is capped at three times that average, and the years counted are capped at twelve. The local average changes every year, so look up your city’s figure.',
        ],
        zh: [
          '经济补偿按劳动者在本单位工作的年限，每满一年支付一个月工资；六个月以上不满一年的按一年计算，不满六个月的支付半个月工资（第四十七条）。月工资是指劳动合同解除或终止前十二个月的平均工资，包括奖金、津贴等。',
          '月工资高于当地上年度职工月平均工资三倍的，按三倍的标准支付，且支付年限最高不超过十二年。当地平均工资每年公布一次，请查询所在城市的数字。',
        ],
      },
    },
    {
      id: 'disputes',
      heading: { en: 'Disputes', zh: '劳动争议' },
      paragraphs: {
        en: [
          'A labour dispute goes first to the labour dispute arbitration commission where the employer is or where you work, before any court. The time limit is one year from the day you knew or should have known your rights were infringed, and arbitration is free of charge (Labour Dispute Mediation and Arbitration Law, Arts. 27 and 53).',
          'Keep your contract, payslips, bank statements, social insurance records, attendance records and written messages. The 12333 hotline of the human resources and social security authorities answers questions on local rules.',
        ],
        zh: [
          '劳动争议须先向用人单位所在地或劳动合同履行地的劳动人事争议仲裁委员会申请仲裁，之后才能起诉。仲裁时效为一年，自当事人知道或者应当知道其权利被侵害之日起计算；劳动争议仲裁不收费（《劳动争议调解仲裁法》第二十七条、第五十三条）。',
          '请保存劳动合同、工资条、银行流水、社保记录、考勤记录和书面沟通记录。人力资源和社会保障部门的 12333 热线可以解答当地政策问题。',
        ],
      },
    },
  ],
  sources: [
    {
      name: {
        en: 'Labour Contract Law and Labour Dispute Mediation and Arbitration Law (National Database of Laws and Regulations)',
        zh: '《劳动合同法》《劳动争议调解仲裁法》（国家法律法规数据库）',
      },
      url: 'https://flk.npc.gov.cn/',
    },
    {
      name: { en: 'Ministry of Human Resources and Social Security', zh: '人力资源和社会保障部' },
      url: 'https://www.mohrss.gov.cn/',
    },
    {
      name: { en: 'Chinese government portal: laws and policies', zh: '中国政府网：法律法规与政策' },
      url: 'https://www.gov.cn/zhengce/',
    },
  ],
};
