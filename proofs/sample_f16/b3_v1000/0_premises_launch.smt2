; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!temps () (_ BitVec 64))
(declare-fun base!top_ks () (_ BitVec 64))
(declare-fun base!top_ps () (_ BitVec 64))
(declare-fun base!seeds () (_ BitVec 64))
(declare-fun base!counters () (_ BitVec 64))
(declare-fun base!ws () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun v46@A () (_ BitVec 64))
(declare-fun v70@A () (_ BitVec 64))
(declare-fun v111@A () (_ BitVec 64))
(declare-fun v160@A () (_ BitVec 64))
(declare-fun v201@A () (_ BitVec 64))
(declare-fun v250@A () (_ BitVec 64))
(declare-fun v291@A () (_ BitVec 64))
(declare-fun v340@A () (_ BitVec 64))
(declare-fun v381@A () (_ BitVec 64))
(declare-fun v430@A () (_ BitVec 64))
(declare-fun v471@A () (_ BitVec 64))
(declare-fun v520@A () (_ BitVec 64))
(declare-fun v561@A () (_ BitVec 64))
(declare-fun v610@A () (_ BitVec 64))
(declare-fun v651@A () (_ BitVec 64))
(declare-fun v700@A () (_ BitVec 64))
(declare-fun v741@A () (_ BitVec 64))
(declare-fun v790@A () (_ BitVec 64))
(declare-fun v831@A () (_ BitVec 64))
(declare-fun v880@A () (_ BitVec 64))
(declare-fun v921@A () (_ BitVec 64))
(declare-fun v970@A () (_ BitVec 64))
(declare-fun v1011@A () (_ BitVec 64))
(declare-fun v1060@A () (_ BitVec 64))
(declare-fun v1101@A () (_ BitVec 64))
(declare-fun v1150@A () (_ BitVec 64))
(declare-fun v1191@A () (_ BitVec 64))
(declare-fun v1240@A () (_ BitVec 64))
(declare-fun v1281@A () (_ BitVec 64))
(declare-fun v1330@A () (_ BitVec 64))
(declare-fun v1371@A () (_ BitVec 64))
(declare-fun v1420@A () (_ BitVec 64))
(declare-fun v1461@A () (_ BitVec 64))
(declare-fun v1510@A () (_ BitVec 64))
(declare-fun v1551@A () (_ BitVec 64))
(declare-fun v1600@A () (_ BitVec 64))
(declare-fun v1641@A () (_ BitVec 64))
(declare-fun v1690@A () (_ BitVec 64))
(declare-fun v1731@A () (_ BitVec 64))
(declare-fun v1780@A () (_ BitVec 64))
(declare-fun v1821@A () (_ BitVec 64))
(declare-fun v1870@A () (_ BitVec 64))
(declare-fun v1911@A () (_ BitVec 64))
(declare-fun v1960@A () (_ BitVec 64))
(declare-fun v2001@A () (_ BitVec 64))
(declare-fun v2050@A () (_ BitVec 64))
(declare-fun v2091@A () (_ BitVec 64))
(declare-fun v2140@A () (_ BitVec 64))
(declare-fun v2181@A () (_ BitVec 64))
(declare-fun v2230@A () (_ BitVec 64))
(declare-fun v2271@A () (_ BitVec 64))
(declare-fun v2320@A () (_ BitVec 64))
(declare-fun v2361@A () (_ BitVec 64))
(declare-fun v2410@A () (_ BitVec 64))
(declare-fun v2451@A () (_ BitVec 64))
(declare-fun v2500@A () (_ BitVec 64))
(declare-fun v2541@A () (_ BitVec 64))
(declare-fun v2590@A () (_ BitVec 64))
(declare-fun v2631@A () (_ BitVec 64))
(declare-fun v2680@A () (_ BitVec 64))
(declare-fun v2721@A () (_ BitVec 64))
(declare-fun v2770@A () (_ BitVec 64))
(declare-fun v2811@A () (_ BitVec 64))
(declare-fun v2860@A () (_ BitVec 64))
(declare-fun v2901@A () (_ BitVec 64))
(declare-fun v2950@A () (_ BitVec 64))
(declare-fun v2991@A () (_ BitVec 64))
(declare-fun v3040@A () (_ BitVec 64))
(declare-fun v3081@A () (_ BitVec 64))
(declare-fun v3130@A () (_ BitVec 64))
(declare-fun v3171@A () (_ BitVec 64))
(declare-fun v3220@A () (_ BitVec 64))
(declare-fun v3261@A () (_ BitVec 64))
(declare-fun v3310@A () (_ BitVec 64))
(declare-fun v3351@A () (_ BitVec 64))
(declare-fun v3400@A () (_ BitVec 64))
(declare-fun v3441@A () (_ BitVec 64))
(declare-fun v3490@A () (_ BitVec 64))
(declare-fun v3531@A () (_ BitVec 64))
(declare-fun v3580@A () (_ BitVec 64))
(declare-fun v3621@A () (_ BitVec 64))
(declare-fun v3670@A () (_ BitVec 64))
(declare-fun v3711@A () (_ BitVec 64))
(declare-fun v3760@A () (_ BitVec 64))
(declare-fun v3801@A () (_ BitVec 64))
(declare-fun v3850@A () (_ BitVec 64))
(declare-fun v3891@A () (_ BitVec 64))
(declare-fun v3940@A () (_ BitVec 64))
(declare-fun v3981@A () (_ BitVec 64))
(declare-fun v4030@A () (_ BitVec 64))
(declare-fun v4071@A () (_ BitVec 64))
(declare-fun v4120@A () (_ BitVec 64))
(declare-fun v4161@A () (_ BitVec 64))
(declare-fun v4210@A () (_ BitVec 64))
(declare-fun v4251@A () (_ BitVec 64))
(declare-fun v4300@A () (_ BitVec 64))
(declare-fun v4341@A () (_ BitVec 64))
(declare-fun v4390@A () (_ BitVec 64))
(declare-fun v4469@A () (_ BitVec 64))
(declare-fun v4560@A () (_ BitVec 64))
(declare-fun v4617@A () (_ BitVec 64))
(declare-fun v4664@A () (_ BitVec 64))
(declare-fun v4725@A () (_ BitVec 64))
(declare-fun v4776@A () (_ BitVec 64))
(declare-fun v4837@A () (_ BitVec 64))
(declare-fun v4888@A () (_ BitVec 64))
(declare-fun v4949@A () (_ BitVec 64))
(declare-fun v5000@A () (_ BitVec 64))
(declare-fun v5061@A () (_ BitVec 64))
(declare-fun v5112@A () (_ BitVec 64))
(declare-fun v5173@A () (_ BitVec 64))
(declare-fun v5224@A () (_ BitVec 64))
(declare-fun v5285@A () (_ BitVec 64))
(declare-fun v5336@A () (_ BitVec 64))
(declare-fun v5397@A () (_ BitVec 64))
(declare-fun v5448@A () (_ BitVec 64))
(declare-fun v5509@A () (_ BitVec 64))
(declare-fun v5560@A () (_ BitVec 64))
(declare-fun v5621@A () (_ BitVec 64))
(declare-fun v5672@A () (_ BitVec 64))
(declare-fun v5733@A () (_ BitVec 64))
(declare-fun v5784@A () (_ BitVec 64))
(declare-fun v5845@A () (_ BitVec 64))
(declare-fun v5896@A () (_ BitVec 64))
(declare-fun v5957@A () (_ BitVec 64))
(declare-fun v6008@A () (_ BitVec 64))
(declare-fun v6069@A () (_ BitVec 64))
(declare-fun v6120@A () (_ BitVec 64))
(declare-fun v6181@A () (_ BitVec 64))
(declare-fun v6232@A () (_ BitVec 64))
(declare-fun v6293@A () (_ BitVec 64))
(declare-fun v6344@A () (_ BitVec 64))
(declare-fun v6405@A () (_ BitVec 64))
(declare-fun v6456@A () (_ BitVec 64))
(declare-fun v6517@A () (_ BitVec 64))
(declare-fun v6568@A () (_ BitVec 64))
(declare-fun v6629@A () (_ BitVec 64))
(declare-fun v6680@A () (_ BitVec 64))
(declare-fun v6741@A () (_ BitVec 64))
(declare-fun v6792@A () (_ BitVec 64))
(declare-fun v6853@A () (_ BitVec 64))
(declare-fun v6904@A () (_ BitVec 64))
(declare-fun v6965@A () (_ BitVec 64))
(declare-fun v7016@A () (_ BitVec 64))
(declare-fun v7077@A () (_ BitVec 64))
(declare-fun v7128@A () (_ BitVec 64))
(declare-fun v7189@A () (_ BitVec 64))
(declare-fun v7240@A () (_ BitVec 64))
(declare-fun v7301@A () (_ BitVec 64))
(declare-fun v7352@A () (_ BitVec 64))
(declare-fun v7413@A () (_ BitVec 64))
(declare-fun v7464@A () (_ BitVec 64))
(declare-fun v7525@A () (_ BitVec 64))
(declare-fun v7576@A () (_ BitVec 64))
(declare-fun v7637@A () (_ BitVec 64))
(declare-fun v7688@A () (_ BitVec 64))
(declare-fun v7749@A () (_ BitVec 64))
(declare-fun v7800@A () (_ BitVec 64))
(declare-fun v7861@A () (_ BitVec 64))
(declare-fun v7912@A () (_ BitVec 64))
(declare-fun v7973@A () (_ BitVec 64))
(declare-fun v8024@A () (_ BitVec 64))
(declare-fun v8085@A () (_ BitVec 64))
(declare-fun v8136@A () (_ BitVec 64))
(declare-fun v8197@A () (_ BitVec 64))
(declare-fun v8248@A () (_ BitVec 64))
(declare-fun v8309@A () (_ BitVec 64))
(declare-fun v8360@A () (_ BitVec 64))
(declare-fun v8421@A () (_ BitVec 64))
(declare-fun v8472@A () (_ BitVec 64))
(declare-fun v8533@A () (_ BitVec 64))
(declare-fun v8584@A () (_ BitVec 64))
(declare-fun v8645@A () (_ BitVec 64))
(declare-fun v8696@A () (_ BitVec 64))
(declare-fun v8757@A () (_ BitVec 64))
(declare-fun v8808@A () (_ BitVec 64))
(declare-fun v8869@A () (_ BitVec 64))
(declare-fun v8920@A () (_ BitVec 64))
(declare-fun v8981@A () (_ BitVec 64))
(declare-fun v9032@A () (_ BitVec 64))
(declare-fun v9093@A () (_ BitVec 64))
(declare-fun v9144@A () (_ BitVec 64))
(declare-fun v9205@A () (_ BitVec 64))
(declare-fun v9256@A () (_ BitVec 64))
(declare-fun v9317@A () (_ BitVec 64))
(declare-fun v9368@A () (_ BitVec 64))
(declare-fun v9429@A () (_ BitVec 64))
(declare-fun v9480@A () (_ BitVec 64))
(declare-fun v9541@A () (_ BitVec 64))
(declare-fun v9592@A () (_ BitVec 64))
(declare-fun v9653@A () (_ BitVec 64))
(declare-fun v9704@A () (_ BitVec 64))
(declare-fun v9765@A () (_ BitVec 64))
(declare-fun v9816@A () (_ BitVec 64))
(declare-fun v9877@A () (_ BitVec 64))
(declare-fun v9928@A () (_ BitVec 64))
(declare-fun v9989@A () (_ BitVec 64))
(declare-fun v10039@A () (_ BitVec 64))
(declare-fun v10098@A () (_ BitVec 64))
(declare-fun v10150@A () (_ BitVec 64))
(declare-fun v10210@A () (_ BitVec 64))
(declare-fun v10260@A () (_ BitVec 64))
(declare-fun v10320@A () (_ BitVec 64))
(declare-fun v10370@A () (_ BitVec 64))
(declare-fun v10430@A () (_ BitVec 64))
(declare-fun v10480@A () (_ BitVec 64))
(declare-fun v10540@A () (_ BitVec 64))
(declare-fun v10590@A () (_ BitVec 64))
(declare-fun v10650@A () (_ BitVec 64))
(declare-fun v10700@A () (_ BitVec 64))
(declare-fun v10760@A () (_ BitVec 64))
(declare-fun v10810@A () (_ BitVec 64))
(declare-fun v10870@A () (_ BitVec 64))
(declare-fun v10920@A () (_ BitVec 64))
(declare-fun v10980@A () (_ BitVec 64))
(declare-fun v11030@A () (_ BitVec 64))
(declare-fun v11090@A () (_ BitVec 64))
(declare-fun v11140@A () (_ BitVec 64))
(declare-fun v11200@A () (_ BitVec 64))
(declare-fun v11250@A () (_ BitVec 64))
(declare-fun v11310@A () (_ BitVec 64))
(declare-fun v11360@A () (_ BitVec 64))
(declare-fun v11420@A () (_ BitVec 64))
(declare-fun v11470@A () (_ BitVec 64))
(declare-fun v11530@A () (_ BitVec 64))
(declare-fun v11580@A () (_ BitVec 64))
(declare-fun v11640@A () (_ BitVec 64))
(declare-fun v11690@A () (_ BitVec 64))
(declare-fun v11750@A () (_ BitVec 64))
(declare-fun v11800@A () (_ BitVec 64))
(declare-fun v11860@A () (_ BitVec 64))
(declare-fun v11910@A () (_ BitVec 64))
(declare-fun v11970@A () (_ BitVec 64))
(declare-fun v12020@A () (_ BitVec 64))
(declare-fun v12080@A () (_ BitVec 64))
(declare-fun v12130@A () (_ BitVec 64))
(declare-fun v12190@A () (_ BitVec 64))
(declare-fun v12240@A () (_ BitVec 64))
(declare-fun v12300@A () (_ BitVec 64))
(declare-fun v12350@A () (_ BitVec 64))
(declare-fun v12410@A () (_ BitVec 64))
(declare-fun v12460@A () (_ BitVec 64))
(declare-fun v12520@A () (_ BitVec 64))
(declare-fun v12570@A () (_ BitVec 64))
(declare-fun v12630@A () (_ BitVec 64))
(declare-fun v12680@A () (_ BitVec 64))
(declare-fun v12740@A () (_ BitVec 64))
(declare-fun v12790@A () (_ BitVec 64))
(declare-fun v12850@A () (_ BitVec 64))
(declare-fun v12900@A () (_ BitVec 64))
(declare-fun v12960@A () (_ BitVec 64))
(declare-fun v13010@A () (_ BitVec 64))
(declare-fun v13070@A () (_ BitVec 64))
(declare-fun v13120@A () (_ BitVec 64))
(declare-fun v13180@A () (_ BitVec 64))
(declare-fun v13230@A () (_ BitVec 64))
(declare-fun v13290@A () (_ BitVec 64))
(declare-fun v13340@A () (_ BitVec 64))
(declare-fun v13400@A () (_ BitVec 64))
(declare-fun v13450@A () (_ BitVec 64))
(declare-fun v13510@A () (_ BitVec 64))
(declare-fun v13560@A () (_ BitVec 64))
(declare-fun v13620@A () (_ BitVec 64))
(declare-fun v13670@A () (_ BitVec 64))
(declare-fun v13730@A () (_ BitVec 64))
(declare-fun v13780@A () (_ BitVec 64))
(declare-fun v13840@A () (_ BitVec 64))
(declare-fun v13890@A () (_ BitVec 64))
(declare-fun v13950@A () (_ BitVec 64))
(declare-fun v14000@A () (_ BitVec 64))
(declare-fun v14060@A () (_ BitVec 64))
(declare-fun v14110@A () (_ BitVec 64))
(declare-fun v14170@A () (_ BitVec 64))
(declare-fun v14220@A () (_ BitVec 64))
(declare-fun v14280@A () (_ BitVec 64))
(declare-fun v14330@A () (_ BitVec 64))
(declare-fun v14390@A () (_ BitVec 64))
(declare-fun v14440@A () (_ BitVec 64))
(declare-fun v14500@A () (_ BitVec 64))
(declare-fun v14550@A () (_ BitVec 64))
(declare-fun v14610@A () (_ BitVec 64))
(declare-fun v14660@A () (_ BitVec 64))
(declare-fun v14720@A () (_ BitVec 64))
(declare-fun v14770@A () (_ BitVec 64))
(declare-fun v14830@A () (_ BitVec 64))
(declare-fun v14880@A () (_ BitVec 64))
(declare-fun v14940@A () (_ BitVec 64))
(declare-fun v14990@A () (_ BitVec 64))
(declare-fun v15050@A () (_ BitVec 64))
(declare-fun v15100@A () (_ BitVec 64))
(declare-fun v15160@A () (_ BitVec 64))
(declare-fun v15210@A () (_ BitVec 64))
(declare-fun v15270@A () (_ BitVec 64))
(declare-fun v15320@A () (_ BitVec 64))
(declare-fun v15380@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v46@B () (_ BitVec 64))
(declare-fun v70@B () (_ BitVec 64))
(declare-fun v111@B () (_ BitVec 64))
(declare-fun v160@B () (_ BitVec 64))
(declare-fun v201@B () (_ BitVec 64))
(declare-fun v250@B () (_ BitVec 64))
(declare-fun v291@B () (_ BitVec 64))
(declare-fun v340@B () (_ BitVec 64))
(declare-fun v381@B () (_ BitVec 64))
(declare-fun v430@B () (_ BitVec 64))
(declare-fun v471@B () (_ BitVec 64))
(declare-fun v520@B () (_ BitVec 64))
(declare-fun v561@B () (_ BitVec 64))
(declare-fun v610@B () (_ BitVec 64))
(declare-fun v651@B () (_ BitVec 64))
(declare-fun v700@B () (_ BitVec 64))
(declare-fun v741@B () (_ BitVec 64))
(declare-fun v790@B () (_ BitVec 64))
(declare-fun v831@B () (_ BitVec 64))
(declare-fun v880@B () (_ BitVec 64))
(declare-fun v921@B () (_ BitVec 64))
(declare-fun v970@B () (_ BitVec 64))
(declare-fun v1011@B () (_ BitVec 64))
(declare-fun v1060@B () (_ BitVec 64))
(declare-fun v1101@B () (_ BitVec 64))
(declare-fun v1150@B () (_ BitVec 64))
(declare-fun v1191@B () (_ BitVec 64))
(declare-fun v1240@B () (_ BitVec 64))
(declare-fun v1281@B () (_ BitVec 64))
(declare-fun v1330@B () (_ BitVec 64))
(declare-fun v1371@B () (_ BitVec 64))
(declare-fun v1420@B () (_ BitVec 64))
(declare-fun v1461@B () (_ BitVec 64))
(declare-fun v1510@B () (_ BitVec 64))
(declare-fun v1551@B () (_ BitVec 64))
(declare-fun v1600@B () (_ BitVec 64))
(declare-fun v1641@B () (_ BitVec 64))
(declare-fun v1690@B () (_ BitVec 64))
(declare-fun v1731@B () (_ BitVec 64))
(declare-fun v1780@B () (_ BitVec 64))
(declare-fun v1821@B () (_ BitVec 64))
(declare-fun v1870@B () (_ BitVec 64))
(declare-fun v1911@B () (_ BitVec 64))
(declare-fun v1960@B () (_ BitVec 64))
(declare-fun v2001@B () (_ BitVec 64))
(declare-fun v2050@B () (_ BitVec 64))
(declare-fun v2091@B () (_ BitVec 64))
(declare-fun v2140@B () (_ BitVec 64))
(declare-fun v2181@B () (_ BitVec 64))
(declare-fun v2230@B () (_ BitVec 64))
(declare-fun v2271@B () (_ BitVec 64))
(declare-fun v2320@B () (_ BitVec 64))
(declare-fun v2361@B () (_ BitVec 64))
(declare-fun v2410@B () (_ BitVec 64))
(declare-fun v2451@B () (_ BitVec 64))
(declare-fun v2500@B () (_ BitVec 64))
(declare-fun v2541@B () (_ BitVec 64))
(declare-fun v2590@B () (_ BitVec 64))
(declare-fun v2631@B () (_ BitVec 64))
(declare-fun v2680@B () (_ BitVec 64))
(declare-fun v2721@B () (_ BitVec 64))
(declare-fun v2770@B () (_ BitVec 64))
(declare-fun v2811@B () (_ BitVec 64))
(declare-fun v2860@B () (_ BitVec 64))
(declare-fun v2901@B () (_ BitVec 64))
(declare-fun v2950@B () (_ BitVec 64))
(declare-fun v2991@B () (_ BitVec 64))
(declare-fun v3040@B () (_ BitVec 64))
(declare-fun v3081@B () (_ BitVec 64))
(declare-fun v3130@B () (_ BitVec 64))
(declare-fun v3171@B () (_ BitVec 64))
(declare-fun v3220@B () (_ BitVec 64))
(declare-fun v3261@B () (_ BitVec 64))
(declare-fun v3310@B () (_ BitVec 64))
(declare-fun v3351@B () (_ BitVec 64))
(declare-fun v3400@B () (_ BitVec 64))
(declare-fun v3441@B () (_ BitVec 64))
(declare-fun v3490@B () (_ BitVec 64))
(declare-fun v3531@B () (_ BitVec 64))
(declare-fun v3580@B () (_ BitVec 64))
(declare-fun v3621@B () (_ BitVec 64))
(declare-fun v3670@B () (_ BitVec 64))
(declare-fun v3711@B () (_ BitVec 64))
(declare-fun v3760@B () (_ BitVec 64))
(declare-fun v3801@B () (_ BitVec 64))
(declare-fun v3850@B () (_ BitVec 64))
(declare-fun v3891@B () (_ BitVec 64))
(declare-fun v3940@B () (_ BitVec 64))
(declare-fun v3981@B () (_ BitVec 64))
(declare-fun v4030@B () (_ BitVec 64))
(declare-fun v4071@B () (_ BitVec 64))
(declare-fun v4120@B () (_ BitVec 64))
(declare-fun v4161@B () (_ BitVec 64))
(declare-fun v4210@B () (_ BitVec 64))
(declare-fun v4251@B () (_ BitVec 64))
(declare-fun v4300@B () (_ BitVec 64))
(declare-fun v4341@B () (_ BitVec 64))
(declare-fun v4390@B () (_ BitVec 64))
(declare-fun v4469@B () (_ BitVec 64))
(declare-fun v4560@B () (_ BitVec 64))
(declare-fun v4617@B () (_ BitVec 64))
(declare-fun v4664@B () (_ BitVec 64))
(declare-fun v4725@B () (_ BitVec 64))
(declare-fun v4776@B () (_ BitVec 64))
(declare-fun v4837@B () (_ BitVec 64))
(declare-fun v4888@B () (_ BitVec 64))
(declare-fun v4949@B () (_ BitVec 64))
(declare-fun v5000@B () (_ BitVec 64))
(declare-fun v5061@B () (_ BitVec 64))
(declare-fun v5112@B () (_ BitVec 64))
(declare-fun v5173@B () (_ BitVec 64))
(declare-fun v5224@B () (_ BitVec 64))
(declare-fun v5285@B () (_ BitVec 64))
(declare-fun v5336@B () (_ BitVec 64))
(declare-fun v5397@B () (_ BitVec 64))
(declare-fun v5448@B () (_ BitVec 64))
(declare-fun v5509@B () (_ BitVec 64))
(declare-fun v5560@B () (_ BitVec 64))
(declare-fun v5621@B () (_ BitVec 64))
(declare-fun v5672@B () (_ BitVec 64))
(declare-fun v5733@B () (_ BitVec 64))
(declare-fun v5784@B () (_ BitVec 64))
(declare-fun v5845@B () (_ BitVec 64))
(declare-fun v5896@B () (_ BitVec 64))
(declare-fun v5957@B () (_ BitVec 64))
(declare-fun v6008@B () (_ BitVec 64))
(declare-fun v6069@B () (_ BitVec 64))
(declare-fun v6120@B () (_ BitVec 64))
(declare-fun v6181@B () (_ BitVec 64))
(declare-fun v6232@B () (_ BitVec 64))
(declare-fun v6293@B () (_ BitVec 64))
(declare-fun v6344@B () (_ BitVec 64))
(declare-fun v6405@B () (_ BitVec 64))
(declare-fun v6456@B () (_ BitVec 64))
(declare-fun v6517@B () (_ BitVec 64))
(declare-fun v6568@B () (_ BitVec 64))
(declare-fun v6629@B () (_ BitVec 64))
(declare-fun v6680@B () (_ BitVec 64))
(declare-fun v6741@B () (_ BitVec 64))
(declare-fun v6792@B () (_ BitVec 64))
(declare-fun v6853@B () (_ BitVec 64))
(declare-fun v6904@B () (_ BitVec 64))
(declare-fun v6965@B () (_ BitVec 64))
(declare-fun v7016@B () (_ BitVec 64))
(declare-fun v7077@B () (_ BitVec 64))
(declare-fun v7128@B () (_ BitVec 64))
(declare-fun v7189@B () (_ BitVec 64))
(declare-fun v7240@B () (_ BitVec 64))
(declare-fun v7301@B () (_ BitVec 64))
(declare-fun v7352@B () (_ BitVec 64))
(declare-fun v7413@B () (_ BitVec 64))
(declare-fun v7464@B () (_ BitVec 64))
(declare-fun v7525@B () (_ BitVec 64))
(declare-fun v7576@B () (_ BitVec 64))
(declare-fun v7637@B () (_ BitVec 64))
(declare-fun v7688@B () (_ BitVec 64))
(declare-fun v7749@B () (_ BitVec 64))
(declare-fun v7800@B () (_ BitVec 64))
(declare-fun v7861@B () (_ BitVec 64))
(declare-fun v7912@B () (_ BitVec 64))
(declare-fun v7973@B () (_ BitVec 64))
(declare-fun v8024@B () (_ BitVec 64))
(declare-fun v8085@B () (_ BitVec 64))
(declare-fun v8136@B () (_ BitVec 64))
(declare-fun v8197@B () (_ BitVec 64))
(declare-fun v8248@B () (_ BitVec 64))
(declare-fun v8309@B () (_ BitVec 64))
(declare-fun v8360@B () (_ BitVec 64))
(declare-fun v8421@B () (_ BitVec 64))
(declare-fun v8472@B () (_ BitVec 64))
(declare-fun v8533@B () (_ BitVec 64))
(declare-fun v8584@B () (_ BitVec 64))
(declare-fun v8645@B () (_ BitVec 64))
(declare-fun v8696@B () (_ BitVec 64))
(declare-fun v8757@B () (_ BitVec 64))
(declare-fun v8808@B () (_ BitVec 64))
(declare-fun v8869@B () (_ BitVec 64))
(declare-fun v8920@B () (_ BitVec 64))
(declare-fun v8981@B () (_ BitVec 64))
(declare-fun v9032@B () (_ BitVec 64))
(declare-fun v9093@B () (_ BitVec 64))
(declare-fun v9144@B () (_ BitVec 64))
(declare-fun v9205@B () (_ BitVec 64))
(declare-fun v9256@B () (_ BitVec 64))
(declare-fun v9317@B () (_ BitVec 64))
(declare-fun v9368@B () (_ BitVec 64))
(declare-fun v9429@B () (_ BitVec 64))
(declare-fun v9480@B () (_ BitVec 64))
(declare-fun v9541@B () (_ BitVec 64))
(declare-fun v9592@B () (_ BitVec 64))
(declare-fun v9653@B () (_ BitVec 64))
(declare-fun v9704@B () (_ BitVec 64))
(declare-fun v9765@B () (_ BitVec 64))
(declare-fun v9816@B () (_ BitVec 64))
(declare-fun v9877@B () (_ BitVec 64))
(declare-fun v9928@B () (_ BitVec 64))
(declare-fun v9989@B () (_ BitVec 64))
(declare-fun v10039@B () (_ BitVec 64))
(declare-fun v10098@B () (_ BitVec 64))
(declare-fun v10150@B () (_ BitVec 64))
(declare-fun v10210@B () (_ BitVec 64))
(declare-fun v10260@B () (_ BitVec 64))
(declare-fun v10320@B () (_ BitVec 64))
(declare-fun v10370@B () (_ BitVec 64))
(declare-fun v10430@B () (_ BitVec 64))
(declare-fun v10480@B () (_ BitVec 64))
(declare-fun v10540@B () (_ BitVec 64))
(declare-fun v10590@B () (_ BitVec 64))
(declare-fun v10650@B () (_ BitVec 64))
(declare-fun v10700@B () (_ BitVec 64))
(declare-fun v10760@B () (_ BitVec 64))
(declare-fun v10810@B () (_ BitVec 64))
(declare-fun v10870@B () (_ BitVec 64))
(declare-fun v10920@B () (_ BitVec 64))
(declare-fun v10980@B () (_ BitVec 64))
(declare-fun v11030@B () (_ BitVec 64))
(declare-fun v11090@B () (_ BitVec 64))
(declare-fun v11140@B () (_ BitVec 64))
(declare-fun v11200@B () (_ BitVec 64))
(declare-fun v11250@B () (_ BitVec 64))
(declare-fun v11310@B () (_ BitVec 64))
(declare-fun v11360@B () (_ BitVec 64))
(declare-fun v11420@B () (_ BitVec 64))
(declare-fun v11470@B () (_ BitVec 64))
(declare-fun v11530@B () (_ BitVec 64))
(declare-fun v11580@B () (_ BitVec 64))
(declare-fun v11640@B () (_ BitVec 64))
(declare-fun v11690@B () (_ BitVec 64))
(declare-fun v11750@B () (_ BitVec 64))
(declare-fun v11800@B () (_ BitVec 64))
(declare-fun v11860@B () (_ BitVec 64))
(declare-fun v11910@B () (_ BitVec 64))
(declare-fun v11970@B () (_ BitVec 64))
(declare-fun v12020@B () (_ BitVec 64))
(declare-fun v12080@B () (_ BitVec 64))
(declare-fun v12130@B () (_ BitVec 64))
(declare-fun v12190@B () (_ BitVec 64))
(declare-fun v12240@B () (_ BitVec 64))
(declare-fun v12300@B () (_ BitVec 64))
(declare-fun v12350@B () (_ BitVec 64))
(declare-fun v12410@B () (_ BitVec 64))
(declare-fun v12460@B () (_ BitVec 64))
(declare-fun v12520@B () (_ BitVec 64))
(declare-fun v12570@B () (_ BitVec 64))
(declare-fun v12630@B () (_ BitVec 64))
(declare-fun v12680@B () (_ BitVec 64))
(declare-fun v12740@B () (_ BitVec 64))
(declare-fun v12790@B () (_ BitVec 64))
(declare-fun v12850@B () (_ BitVec 64))
(declare-fun v12900@B () (_ BitVec 64))
(declare-fun v12960@B () (_ BitVec 64))
(declare-fun v13010@B () (_ BitVec 64))
(declare-fun v13070@B () (_ BitVec 64))
(declare-fun v13120@B () (_ BitVec 64))
(declare-fun v13180@B () (_ BitVec 64))
(declare-fun v13230@B () (_ BitVec 64))
(declare-fun v13290@B () (_ BitVec 64))
(declare-fun v13340@B () (_ BitVec 64))
(declare-fun v13400@B () (_ BitVec 64))
(declare-fun v13450@B () (_ BitVec 64))
(declare-fun v13510@B () (_ BitVec 64))
(declare-fun v13560@B () (_ BitVec 64))
(declare-fun v13620@B () (_ BitVec 64))
(declare-fun v13670@B () (_ BitVec 64))
(declare-fun v13730@B () (_ BitVec 64))
(declare-fun v13780@B () (_ BitVec 64))
(declare-fun v13840@B () (_ BitVec 64))
(declare-fun v13890@B () (_ BitVec 64))
(declare-fun v13950@B () (_ BitVec 64))
(declare-fun v14000@B () (_ BitVec 64))
(declare-fun v14060@B () (_ BitVec 64))
(declare-fun v14110@B () (_ BitVec 64))
(declare-fun v14170@B () (_ BitVec 64))
(declare-fun v14220@B () (_ BitVec 64))
(declare-fun v14280@B () (_ BitVec 64))
(declare-fun v14330@B () (_ BitVec 64))
(declare-fun v14390@B () (_ BitVec 64))
(declare-fun v14440@B () (_ BitVec 64))
(declare-fun v14500@B () (_ BitVec 64))
(declare-fun v14550@B () (_ BitVec 64))
(declare-fun v14610@B () (_ BitVec 64))
(declare-fun v14660@B () (_ BitVec 64))
(declare-fun v14720@B () (_ BitVec 64))
(declare-fun v14770@B () (_ BitVec 64))
(declare-fun v14830@B () (_ BitVec 64))
(declare-fun v14880@B () (_ BitVec 64))
(declare-fun v14940@B () (_ BitVec 64))
(declare-fun v14990@B () (_ BitVec 64))
(declare-fun v15050@B () (_ BitVec 64))
(declare-fun v15100@B () (_ BitVec 64))
(declare-fun v15160@B () (_ BitVec 64))
(declare-fun v15210@B () (_ BitVec 64))
(declare-fun v15270@B () (_ BitVec 64))
(declare-fun v15320@B () (_ BitVec 64))
(declare-fun v15380@B () (_ BitVec 64))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073709545615 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!temps (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!temps (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!temps (_ bv0 64)) true))
(assert
 (= (bvand base!top_ks (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!top_ks (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!top_ks (_ bv0 64)) true))
(assert
 (= (bvand base!top_ps (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!top_ps (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!top_ps (_ bv0 64)) true))
(assert
 (= (bvand base!seeds (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seeds (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!seeds (_ bv0 64)) true))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!counters (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (= (bvand base!ws (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ws (_ bv18446744073709527615 64)))
(assert
 (and (distinct base!ws (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvule v46@A (_ bv30 64)))
(assert
 (bvule v70@A (_ bv31 64)))
(assert
 (bvule v111@A (_ bv0 64)))
(assert
 (bvule v160@A (_ bv31 64)))
(assert
 (bvule v201@A (_ bv0 64)))
(assert
 (bvule v250@A (_ bv31 64)))
(assert
 (bvule v291@A (_ bv0 64)))
(assert
 (bvule v340@A (_ bv31 64)))
(assert
 (bvule v381@A (_ bv0 64)))
(assert
 (bvule v430@A (_ bv31 64)))
(assert
 (bvule v471@A (_ bv0 64)))
(assert
 (bvule v520@A (_ bv31 64)))
(assert
 (bvule v561@A (_ bv0 64)))
(assert
 (bvule v610@A (_ bv31 64)))
(assert
 (bvule v651@A (_ bv0 64)))
(assert
 (bvule v700@A (_ bv31 64)))
(assert
 (bvule v741@A (_ bv0 64)))
(assert
 (bvule v790@A (_ bv31 64)))
(assert
 (bvule v831@A (_ bv0 64)))
(assert
 (bvule v880@A (_ bv31 64)))
(assert
 (bvule v921@A (_ bv0 64)))
(assert
 (bvule v970@A (_ bv31 64)))
(assert
 (bvule v1011@A (_ bv0 64)))
(assert
 (bvule v1060@A (_ bv31 64)))
(assert
 (bvule v1101@A (_ bv0 64)))
(assert
 (bvule v1150@A (_ bv31 64)))
(assert
 (bvule v1191@A (_ bv0 64)))
(assert
 (bvule v1240@A (_ bv31 64)))
(assert
 (bvule v1281@A (_ bv0 64)))
(assert
 (bvule v1330@A (_ bv31 64)))
(assert
 (bvule v1371@A (_ bv0 64)))
(assert
 (bvule v1420@A (_ bv31 64)))
(assert
 (bvule v1461@A (_ bv0 64)))
(assert
 (bvule v1510@A (_ bv31 64)))
(assert
 (bvule v1551@A (_ bv0 64)))
(assert
 (bvule v1600@A (_ bv31 64)))
(assert
 (bvule v1641@A (_ bv0 64)))
(assert
 (bvule v1690@A (_ bv31 64)))
(assert
 (bvule v1731@A (_ bv0 64)))
(assert
 (bvule v1780@A (_ bv31 64)))
(assert
 (bvule v1821@A (_ bv0 64)))
(assert
 (bvule v1870@A (_ bv31 64)))
(assert
 (bvule v1911@A (_ bv0 64)))
(assert
 (bvule v1960@A (_ bv31 64)))
(assert
 (bvule v2001@A (_ bv0 64)))
(assert
 (bvule v2050@A (_ bv31 64)))
(assert
 (bvule v2091@A (_ bv0 64)))
(assert
 (bvule v2140@A (_ bv31 64)))
(assert
 (bvule v2181@A (_ bv0 64)))
(assert
 (bvule v2230@A (_ bv31 64)))
(assert
 (bvule v2271@A (_ bv0 64)))
(assert
 (bvule v2320@A (_ bv31 64)))
(assert
 (bvule v2361@A (_ bv0 64)))
(assert
 (bvule v2410@A (_ bv31 64)))
(assert
 (bvule v2451@A (_ bv0 64)))
(assert
 (bvule v2500@A (_ bv31 64)))
(assert
 (bvule v2541@A (_ bv0 64)))
(assert
 (bvule v2590@A (_ bv31 64)))
(assert
 (bvule v2631@A (_ bv0 64)))
(assert
 (bvule v2680@A (_ bv31 64)))
(assert
 (bvule v2721@A (_ bv0 64)))
(assert
 (bvule v2770@A (_ bv31 64)))
(assert
 (bvule v2811@A (_ bv0 64)))
(assert
 (bvule v2860@A (_ bv31 64)))
(assert
 (bvule v2901@A (_ bv0 64)))
(assert
 (bvule v2950@A (_ bv31 64)))
(assert
 (bvule v2991@A (_ bv0 64)))
(assert
 (bvule v3040@A (_ bv31 64)))
(assert
 (bvule v3081@A (_ bv0 64)))
(assert
 (bvule v3130@A (_ bv31 64)))
(assert
 (bvule v3171@A (_ bv0 64)))
(assert
 (bvule v3220@A (_ bv31 64)))
(assert
 (bvule v3261@A (_ bv0 64)))
(assert
 (bvule v3310@A (_ bv31 64)))
(assert
 (bvule v3351@A (_ bv0 64)))
(assert
 (bvule v3400@A (_ bv31 64)))
(assert
 (bvule v3441@A (_ bv0 64)))
(assert
 (bvule v3490@A (_ bv31 64)))
(assert
 (bvule v3531@A (_ bv0 64)))
(assert
 (bvule v3580@A (_ bv31 64)))
(assert
 (bvule v3621@A (_ bv0 64)))
(assert
 (bvule v3670@A (_ bv31 64)))
(assert
 (bvule v3711@A (_ bv0 64)))
(assert
 (bvule v3760@A (_ bv31 64)))
(assert
 (bvule v3801@A (_ bv0 64)))
(assert
 (bvule v3850@A (_ bv31 64)))
(assert
 (bvule v3891@A (_ bv0 64)))
(assert
 (bvule v3940@A (_ bv31 64)))
(assert
 (bvule v3981@A (_ bv0 64)))
(assert
 (bvule v4030@A (_ bv31 64)))
(assert
 (bvule v4071@A (_ bv0 64)))
(assert
 (bvule v4120@A (_ bv31 64)))
(assert
 (bvule v4161@A (_ bv0 64)))
(assert
 (bvule v4210@A (_ bv31 64)))
(assert
 (bvule v4251@A (_ bv0 64)))
(assert
 (bvule v4300@A (_ bv31 64)))
(assert
 (bvule v4341@A (_ bv0 64)))
(assert
 (bvule v4390@A (_ bv31 64)))
(assert
 (bvule v4469@A (_ bv0 64)))
(assert
 (bvule v4560@A (_ bv31 64)))
(assert
 (bvule v4617@A (_ bv30 64)))
(assert
 (bvule v4664@A (_ bv0 64)))
(assert
 (bvule v4725@A (_ bv31 64)))
(assert
 (bvule v4776@A (_ bv0 64)))
(assert
 (bvule v4837@A (_ bv31 64)))
(assert
 (bvule v4888@A (_ bv0 64)))
(assert
 (bvule v4949@A (_ bv31 64)))
(assert
 (bvule v5000@A (_ bv0 64)))
(assert
 (bvule v5061@A (_ bv31 64)))
(assert
 (bvule v5112@A (_ bv0 64)))
(assert
 (bvule v5173@A (_ bv31 64)))
(assert
 (bvule v5224@A (_ bv0 64)))
(assert
 (bvule v5285@A (_ bv31 64)))
(assert
 (bvule v5336@A (_ bv0 64)))
(assert
 (bvule v5397@A (_ bv31 64)))
(assert
 (bvule v5448@A (_ bv0 64)))
(assert
 (bvule v5509@A (_ bv31 64)))
(assert
 (bvule v5560@A (_ bv0 64)))
(assert
 (bvule v5621@A (_ bv31 64)))
(assert
 (bvule v5672@A (_ bv0 64)))
(assert
 (bvule v5733@A (_ bv31 64)))
(assert
 (bvule v5784@A (_ bv0 64)))
(assert
 (bvule v5845@A (_ bv31 64)))
(assert
 (bvule v5896@A (_ bv0 64)))
(assert
 (bvule v5957@A (_ bv31 64)))
(assert
 (bvule v6008@A (_ bv0 64)))
(assert
 (bvule v6069@A (_ bv31 64)))
(assert
 (bvule v6120@A (_ bv0 64)))
(assert
 (bvule v6181@A (_ bv31 64)))
(assert
 (bvule v6232@A (_ bv0 64)))
(assert
 (bvule v6293@A (_ bv31 64)))
(assert
 (bvule v6344@A (_ bv0 64)))
(assert
 (bvule v6405@A (_ bv31 64)))
(assert
 (bvule v6456@A (_ bv0 64)))
(assert
 (bvule v6517@A (_ bv31 64)))
(assert
 (bvule v6568@A (_ bv0 64)))
(assert
 (bvule v6629@A (_ bv31 64)))
(assert
 (bvule v6680@A (_ bv0 64)))
(assert
 (bvule v6741@A (_ bv31 64)))
(assert
 (bvule v6792@A (_ bv0 64)))
(assert
 (bvule v6853@A (_ bv31 64)))
(assert
 (bvule v6904@A (_ bv0 64)))
(assert
 (bvule v6965@A (_ bv31 64)))
(assert
 (bvule v7016@A (_ bv0 64)))
(assert
 (bvule v7077@A (_ bv31 64)))
(assert
 (bvule v7128@A (_ bv0 64)))
(assert
 (bvule v7189@A (_ bv31 64)))
(assert
 (bvule v7240@A (_ bv0 64)))
(assert
 (bvule v7301@A (_ bv31 64)))
(assert
 (bvule v7352@A (_ bv0 64)))
(assert
 (bvule v7413@A (_ bv31 64)))
(assert
 (bvule v7464@A (_ bv0 64)))
(assert
 (bvule v7525@A (_ bv31 64)))
(assert
 (bvule v7576@A (_ bv0 64)))
(assert
 (bvule v7637@A (_ bv31 64)))
(assert
 (bvule v7688@A (_ bv0 64)))
(assert
 (bvule v7749@A (_ bv31 64)))
(assert
 (bvule v7800@A (_ bv0 64)))
(assert
 (bvule v7861@A (_ bv31 64)))
(assert
 (bvule v7912@A (_ bv0 64)))
(assert
 (bvule v7973@A (_ bv31 64)))
(assert
 (bvule v8024@A (_ bv0 64)))
(assert
 (bvule v8085@A (_ bv31 64)))
(assert
 (bvule v8136@A (_ bv0 64)))
(assert
 (bvule v8197@A (_ bv31 64)))
(assert
 (bvule v8248@A (_ bv0 64)))
(assert
 (bvule v8309@A (_ bv31 64)))
(assert
 (bvule v8360@A (_ bv0 64)))
(assert
 (bvule v8421@A (_ bv31 64)))
(assert
 (bvule v8472@A (_ bv0 64)))
(assert
 (bvule v8533@A (_ bv31 64)))
(assert
 (bvule v8584@A (_ bv0 64)))
(assert
 (bvule v8645@A (_ bv31 64)))
(assert
 (bvule v8696@A (_ bv0 64)))
(assert
 (bvule v8757@A (_ bv31 64)))
(assert
 (bvule v8808@A (_ bv0 64)))
(assert
 (bvule v8869@A (_ bv31 64)))
(assert
 (bvule v8920@A (_ bv0 64)))
(assert
 (bvule v8981@A (_ bv31 64)))
(assert
 (bvule v9032@A (_ bv0 64)))
(assert
 (bvule v9093@A (_ bv31 64)))
(assert
 (bvule v9144@A (_ bv0 64)))
(assert
 (bvule v9205@A (_ bv31 64)))
(assert
 (bvule v9256@A (_ bv0 64)))
(assert
 (bvule v9317@A (_ bv31 64)))
(assert
 (bvule v9368@A (_ bv0 64)))
(assert
 (bvule v9429@A (_ bv31 64)))
(assert
 (bvule v9480@A (_ bv0 64)))
(assert
 (bvule v9541@A (_ bv31 64)))
(assert
 (bvule v9592@A (_ bv0 64)))
(assert
 (bvule v9653@A (_ bv31 64)))
(assert
 (bvule v9704@A (_ bv0 64)))
(assert
 (bvule v9765@A (_ bv31 64)))
(assert
 (bvule v9816@A (_ bv0 64)))
(assert
 (bvule v9877@A (_ bv31 64)))
(assert
 (bvule v9928@A (_ bv0 64)))
(assert
 (bvule v9989@A (_ bv31 64)))
(assert
 (bvule v10039@A (_ bv0 64)))
(assert
 (bvule v10098@A (_ bv31 64)))
(assert
 (bvule v10150@A (_ bv0 64)))
(assert
 (bvule v10210@A (_ bv31 64)))
(assert
 (bvule v10260@A (_ bv0 64)))
(assert
 (bvule v10320@A (_ bv31 64)))
(assert
 (bvule v10370@A (_ bv0 64)))
(assert
 (bvule v10430@A (_ bv31 64)))
(assert
 (bvule v10480@A (_ bv0 64)))
(assert
 (bvule v10540@A (_ bv31 64)))
(assert
 (bvule v10590@A (_ bv0 64)))
(assert
 (bvule v10650@A (_ bv31 64)))
(assert
 (bvule v10700@A (_ bv0 64)))
(assert
 (bvule v10760@A (_ bv31 64)))
(assert
 (bvule v10810@A (_ bv0 64)))
(assert
 (bvule v10870@A (_ bv31 64)))
(assert
 (bvule v10920@A (_ bv0 64)))
(assert
 (bvule v10980@A (_ bv31 64)))
(assert
 (bvule v11030@A (_ bv0 64)))
(assert
 (bvule v11090@A (_ bv31 64)))
(assert
 (bvule v11140@A (_ bv0 64)))
(assert
 (bvule v11200@A (_ bv31 64)))
(assert
 (bvule v11250@A (_ bv0 64)))
(assert
 (bvule v11310@A (_ bv31 64)))
(assert
 (bvule v11360@A (_ bv0 64)))
(assert
 (bvule v11420@A (_ bv31 64)))
(assert
 (bvule v11470@A (_ bv0 64)))
(assert
 (bvule v11530@A (_ bv31 64)))
(assert
 (bvule v11580@A (_ bv0 64)))
(assert
 (bvule v11640@A (_ bv31 64)))
(assert
 (bvule v11690@A (_ bv0 64)))
(assert
 (bvule v11750@A (_ bv31 64)))
(assert
 (bvule v11800@A (_ bv0 64)))
(assert
 (bvule v11860@A (_ bv31 64)))
(assert
 (bvule v11910@A (_ bv0 64)))
(assert
 (bvule v11970@A (_ bv31 64)))
(assert
 (bvule v12020@A (_ bv0 64)))
(assert
 (bvule v12080@A (_ bv31 64)))
(assert
 (bvule v12130@A (_ bv0 64)))
(assert
 (bvule v12190@A (_ bv31 64)))
(assert
 (bvule v12240@A (_ bv0 64)))
(assert
 (bvule v12300@A (_ bv31 64)))
(assert
 (bvule v12350@A (_ bv0 64)))
(assert
 (bvule v12410@A (_ bv31 64)))
(assert
 (bvule v12460@A (_ bv0 64)))
(assert
 (bvule v12520@A (_ bv31 64)))
(assert
 (bvule v12570@A (_ bv0 64)))
(assert
 (bvule v12630@A (_ bv31 64)))
(assert
 (bvule v12680@A (_ bv0 64)))
(assert
 (bvule v12740@A (_ bv31 64)))
(assert
 (bvule v12790@A (_ bv0 64)))
(assert
 (bvule v12850@A (_ bv31 64)))
(assert
 (bvule v12900@A (_ bv0 64)))
(assert
 (bvule v12960@A (_ bv31 64)))
(assert
 (bvule v13010@A (_ bv0 64)))
(assert
 (bvule v13070@A (_ bv31 64)))
(assert
 (bvule v13120@A (_ bv0 64)))
(assert
 (bvule v13180@A (_ bv31 64)))
(assert
 (bvule v13230@A (_ bv0 64)))
(assert
 (bvule v13290@A (_ bv31 64)))
(assert
 (bvule v13340@A (_ bv0 64)))
(assert
 (bvule v13400@A (_ bv31 64)))
(assert
 (bvule v13450@A (_ bv0 64)))
(assert
 (bvule v13510@A (_ bv31 64)))
(assert
 (bvule v13560@A (_ bv0 64)))
(assert
 (bvule v13620@A (_ bv31 64)))
(assert
 (bvule v13670@A (_ bv0 64)))
(assert
 (bvule v13730@A (_ bv31 64)))
(assert
 (bvule v13780@A (_ bv0 64)))
(assert
 (bvule v13840@A (_ bv31 64)))
(assert
 (bvule v13890@A (_ bv0 64)))
(assert
 (bvule v13950@A (_ bv31 64)))
(assert
 (bvule v14000@A (_ bv0 64)))
(assert
 (bvule v14060@A (_ bv31 64)))
(assert
 (bvule v14110@A (_ bv0 64)))
(assert
 (bvule v14170@A (_ bv31 64)))
(assert
 (bvule v14220@A (_ bv0 64)))
(assert
 (bvule v14280@A (_ bv31 64)))
(assert
 (bvule v14330@A (_ bv0 64)))
(assert
 (bvule v14390@A (_ bv31 64)))
(assert
 (bvule v14440@A (_ bv0 64)))
(assert
 (bvule v14500@A (_ bv31 64)))
(assert
 (bvule v14550@A (_ bv0 64)))
(assert
 (bvule v14610@A (_ bv31 64)))
(assert
 (bvule v14660@A (_ bv0 64)))
(assert
 (bvule v14720@A (_ bv31 64)))
(assert
 (bvule v14770@A (_ bv0 64)))
(assert
 (bvule v14830@A (_ bv31 64)))
(assert
 (bvule v14880@A (_ bv0 64)))
(assert
 (bvule v14940@A (_ bv31 64)))
(assert
 (bvule v14990@A (_ bv0 64)))
(assert
 (bvule v15050@A (_ bv31 64)))
(assert
 (bvule v15100@A (_ bv0 64)))
(assert
 (bvule v15160@A (_ bv31 64)))
(assert
 (bvule v15210@A (_ bv0 64)))
(assert
 (bvule v15270@A (_ bv31 64)))
(assert
 (bvule v15320@A (_ bv0 64)))
(assert
 (bvule v15380@A (_ bv31 64)))
(assert
 (bvult tid.x@B (_ bv1024 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (bvule v46@B (_ bv30 64)))
(assert
 (bvule v70@B (_ bv31 64)))
(assert
 (bvule v111@B (_ bv0 64)))
(assert
 (bvule v160@B (_ bv31 64)))
(assert
 (bvule v201@B (_ bv0 64)))
(assert
 (bvule v250@B (_ bv31 64)))
(assert
 (bvule v291@B (_ bv0 64)))
(assert
 (bvule v340@B (_ bv31 64)))
(assert
 (bvule v381@B (_ bv0 64)))
(assert
 (bvule v430@B (_ bv31 64)))
(assert
 (bvule v471@B (_ bv0 64)))
(assert
 (bvule v520@B (_ bv31 64)))
(assert
 (bvule v561@B (_ bv0 64)))
(assert
 (bvule v610@B (_ bv31 64)))
(assert
 (bvule v651@B (_ bv0 64)))
(assert
 (bvule v700@B (_ bv31 64)))
(assert
 (bvule v741@B (_ bv0 64)))
(assert
 (bvule v790@B (_ bv31 64)))
(assert
 (bvule v831@B (_ bv0 64)))
(assert
 (bvule v880@B (_ bv31 64)))
(assert
 (bvule v921@B (_ bv0 64)))
(assert
 (bvule v970@B (_ bv31 64)))
(assert
 (bvule v1011@B (_ bv0 64)))
(assert
 (bvule v1060@B (_ bv31 64)))
(assert
 (bvule v1101@B (_ bv0 64)))
(assert
 (bvule v1150@B (_ bv31 64)))
(assert
 (bvule v1191@B (_ bv0 64)))
(assert
 (bvule v1240@B (_ bv31 64)))
(assert
 (bvule v1281@B (_ bv0 64)))
(assert
 (bvule v1330@B (_ bv31 64)))
(assert
 (bvule v1371@B (_ bv0 64)))
(assert
 (bvule v1420@B (_ bv31 64)))
(assert
 (bvule v1461@B (_ bv0 64)))
(assert
 (bvule v1510@B (_ bv31 64)))
(assert
 (bvule v1551@B (_ bv0 64)))
(assert
 (bvule v1600@B (_ bv31 64)))
(assert
 (bvule v1641@B (_ bv0 64)))
(assert
 (bvule v1690@B (_ bv31 64)))
(assert
 (bvule v1731@B (_ bv0 64)))
(assert
 (bvule v1780@B (_ bv31 64)))
(assert
 (bvule v1821@B (_ bv0 64)))
(assert
 (bvule v1870@B (_ bv31 64)))
(assert
 (bvule v1911@B (_ bv0 64)))
(assert
 (bvule v1960@B (_ bv31 64)))
(assert
 (bvule v2001@B (_ bv0 64)))
(assert
 (bvule v2050@B (_ bv31 64)))
(assert
 (bvule v2091@B (_ bv0 64)))
(assert
 (bvule v2140@B (_ bv31 64)))
(assert
 (bvule v2181@B (_ bv0 64)))
(assert
 (bvule v2230@B (_ bv31 64)))
(assert
 (bvule v2271@B (_ bv0 64)))
(assert
 (bvule v2320@B (_ bv31 64)))
(assert
 (bvule v2361@B (_ bv0 64)))
(assert
 (bvule v2410@B (_ bv31 64)))
(assert
 (bvule v2451@B (_ bv0 64)))
(assert
 (bvule v2500@B (_ bv31 64)))
(assert
 (bvule v2541@B (_ bv0 64)))
(assert
 (bvule v2590@B (_ bv31 64)))
(assert
 (bvule v2631@B (_ bv0 64)))
(assert
 (bvule v2680@B (_ bv31 64)))
(assert
 (bvule v2721@B (_ bv0 64)))
(assert
 (bvule v2770@B (_ bv31 64)))
(assert
 (bvule v2811@B (_ bv0 64)))
(assert
 (bvule v2860@B (_ bv31 64)))
(assert
 (bvule v2901@B (_ bv0 64)))
(assert
 (bvule v2950@B (_ bv31 64)))
(assert
 (bvule v2991@B (_ bv0 64)))
(assert
 (bvule v3040@B (_ bv31 64)))
(assert
 (bvule v3081@B (_ bv0 64)))
(assert
 (bvule v3130@B (_ bv31 64)))
(assert
 (bvule v3171@B (_ bv0 64)))
(assert
 (bvule v3220@B (_ bv31 64)))
(assert
 (bvule v3261@B (_ bv0 64)))
(assert
 (bvule v3310@B (_ bv31 64)))
(assert
 (bvule v3351@B (_ bv0 64)))
(assert
 (bvule v3400@B (_ bv31 64)))
(assert
 (bvule v3441@B (_ bv0 64)))
(assert
 (bvule v3490@B (_ bv31 64)))
(assert
 (bvule v3531@B (_ bv0 64)))
(assert
 (bvule v3580@B (_ bv31 64)))
(assert
 (bvule v3621@B (_ bv0 64)))
(assert
 (bvule v3670@B (_ bv31 64)))
(assert
 (bvule v3711@B (_ bv0 64)))
(assert
 (bvule v3760@B (_ bv31 64)))
(assert
 (bvule v3801@B (_ bv0 64)))
(assert
 (bvule v3850@B (_ bv31 64)))
(assert
 (bvule v3891@B (_ bv0 64)))
(assert
 (bvule v3940@B (_ bv31 64)))
(assert
 (bvule v3981@B (_ bv0 64)))
(assert
 (bvule v4030@B (_ bv31 64)))
(assert
 (bvule v4071@B (_ bv0 64)))
(assert
 (bvule v4120@B (_ bv31 64)))
(assert
 (bvule v4161@B (_ bv0 64)))
(assert
 (bvule v4210@B (_ bv31 64)))
(assert
 (bvule v4251@B (_ bv0 64)))
(assert
 (bvule v4300@B (_ bv31 64)))
(assert
 (bvule v4341@B (_ bv0 64)))
(assert
 (bvule v4390@B (_ bv31 64)))
(assert
 (bvule v4469@B (_ bv0 64)))
(assert
 (bvule v4560@B (_ bv31 64)))
(assert
 (bvule v4617@B (_ bv30 64)))
(assert
 (bvule v4664@B (_ bv0 64)))
(assert
 (bvule v4725@B (_ bv31 64)))
(assert
 (bvule v4776@B (_ bv0 64)))
(assert
 (bvule v4837@B (_ bv31 64)))
(assert
 (bvule v4888@B (_ bv0 64)))
(assert
 (bvule v4949@B (_ bv31 64)))
(assert
 (bvule v5000@B (_ bv0 64)))
(assert
 (bvule v5061@B (_ bv31 64)))
(assert
 (bvule v5112@B (_ bv0 64)))
(assert
 (bvule v5173@B (_ bv31 64)))
(assert
 (bvule v5224@B (_ bv0 64)))
(assert
 (bvule v5285@B (_ bv31 64)))
(assert
 (bvule v5336@B (_ bv0 64)))
(assert
 (bvule v5397@B (_ bv31 64)))
(assert
 (bvule v5448@B (_ bv0 64)))
(assert
 (bvule v5509@B (_ bv31 64)))
(assert
 (bvule v5560@B (_ bv0 64)))
(assert
 (bvule v5621@B (_ bv31 64)))
(assert
 (bvule v5672@B (_ bv0 64)))
(assert
 (bvule v5733@B (_ bv31 64)))
(assert
 (bvule v5784@B (_ bv0 64)))
(assert
 (bvule v5845@B (_ bv31 64)))
(assert
 (bvule v5896@B (_ bv0 64)))
(assert
 (bvule v5957@B (_ bv31 64)))
(assert
 (bvule v6008@B (_ bv0 64)))
(assert
 (bvule v6069@B (_ bv31 64)))
(assert
 (bvule v6120@B (_ bv0 64)))
(assert
 (bvule v6181@B (_ bv31 64)))
(assert
 (bvule v6232@B (_ bv0 64)))
(assert
 (bvule v6293@B (_ bv31 64)))
(assert
 (bvule v6344@B (_ bv0 64)))
(assert
 (bvule v6405@B (_ bv31 64)))
(assert
 (bvule v6456@B (_ bv0 64)))
(assert
 (bvule v6517@B (_ bv31 64)))
(assert
 (bvule v6568@B (_ bv0 64)))
(assert
 (bvule v6629@B (_ bv31 64)))
(assert
 (bvule v6680@B (_ bv0 64)))
(assert
 (bvule v6741@B (_ bv31 64)))
(assert
 (bvule v6792@B (_ bv0 64)))
(assert
 (bvule v6853@B (_ bv31 64)))
(assert
 (bvule v6904@B (_ bv0 64)))
(assert
 (bvule v6965@B (_ bv31 64)))
(assert
 (bvule v7016@B (_ bv0 64)))
(assert
 (bvule v7077@B (_ bv31 64)))
(assert
 (bvule v7128@B (_ bv0 64)))
(assert
 (bvule v7189@B (_ bv31 64)))
(assert
 (bvule v7240@B (_ bv0 64)))
(assert
 (bvule v7301@B (_ bv31 64)))
(assert
 (bvule v7352@B (_ bv0 64)))
(assert
 (bvule v7413@B (_ bv31 64)))
(assert
 (bvule v7464@B (_ bv0 64)))
(assert
 (bvule v7525@B (_ bv31 64)))
(assert
 (bvule v7576@B (_ bv0 64)))
(assert
 (bvule v7637@B (_ bv31 64)))
(assert
 (bvule v7688@B (_ bv0 64)))
(assert
 (bvule v7749@B (_ bv31 64)))
(assert
 (bvule v7800@B (_ bv0 64)))
(assert
 (bvule v7861@B (_ bv31 64)))
(assert
 (bvule v7912@B (_ bv0 64)))
(assert
 (bvule v7973@B (_ bv31 64)))
(assert
 (bvule v8024@B (_ bv0 64)))
(assert
 (bvule v8085@B (_ bv31 64)))
(assert
 (bvule v8136@B (_ bv0 64)))
(assert
 (bvule v8197@B (_ bv31 64)))
(assert
 (bvule v8248@B (_ bv0 64)))
(assert
 (bvule v8309@B (_ bv31 64)))
(assert
 (bvule v8360@B (_ bv0 64)))
(assert
 (bvule v8421@B (_ bv31 64)))
(assert
 (bvule v8472@B (_ bv0 64)))
(assert
 (bvule v8533@B (_ bv31 64)))
(assert
 (bvule v8584@B (_ bv0 64)))
(assert
 (bvule v8645@B (_ bv31 64)))
(assert
 (bvule v8696@B (_ bv0 64)))
(assert
 (bvule v8757@B (_ bv31 64)))
(assert
 (bvule v8808@B (_ bv0 64)))
(assert
 (bvule v8869@B (_ bv31 64)))
(assert
 (bvule v8920@B (_ bv0 64)))
(assert
 (bvule v8981@B (_ bv31 64)))
(assert
 (bvule v9032@B (_ bv0 64)))
(assert
 (bvule v9093@B (_ bv31 64)))
(assert
 (bvule v9144@B (_ bv0 64)))
(assert
 (bvule v9205@B (_ bv31 64)))
(assert
 (bvule v9256@B (_ bv0 64)))
(assert
 (bvule v9317@B (_ bv31 64)))
(assert
 (bvule v9368@B (_ bv0 64)))
(assert
 (bvule v9429@B (_ bv31 64)))
(assert
 (bvule v9480@B (_ bv0 64)))
(assert
 (bvule v9541@B (_ bv31 64)))
(assert
 (bvule v9592@B (_ bv0 64)))
(assert
 (bvule v9653@B (_ bv31 64)))
(assert
 (bvule v9704@B (_ bv0 64)))
(assert
 (bvule v9765@B (_ bv31 64)))
(assert
 (bvule v9816@B (_ bv0 64)))
(assert
 (bvule v9877@B (_ bv31 64)))
(assert
 (bvule v9928@B (_ bv0 64)))
(assert
 (bvule v9989@B (_ bv31 64)))
(assert
 (bvule v10039@B (_ bv0 64)))
(assert
 (bvule v10098@B (_ bv31 64)))
(assert
 (bvule v10150@B (_ bv0 64)))
(assert
 (bvule v10210@B (_ bv31 64)))
(assert
 (bvule v10260@B (_ bv0 64)))
(assert
 (bvule v10320@B (_ bv31 64)))
(assert
 (bvule v10370@B (_ bv0 64)))
(assert
 (bvule v10430@B (_ bv31 64)))
(assert
 (bvule v10480@B (_ bv0 64)))
(assert
 (bvule v10540@B (_ bv31 64)))
(assert
 (bvule v10590@B (_ bv0 64)))
(assert
 (bvule v10650@B (_ bv31 64)))
(assert
 (bvule v10700@B (_ bv0 64)))
(assert
 (bvule v10760@B (_ bv31 64)))
(assert
 (bvule v10810@B (_ bv0 64)))
(assert
 (bvule v10870@B (_ bv31 64)))
(assert
 (bvule v10920@B (_ bv0 64)))
(assert
 (bvule v10980@B (_ bv31 64)))
(assert
 (bvule v11030@B (_ bv0 64)))
(assert
 (bvule v11090@B (_ bv31 64)))
(assert
 (bvule v11140@B (_ bv0 64)))
(assert
 (bvule v11200@B (_ bv31 64)))
(assert
 (bvule v11250@B (_ bv0 64)))
(assert
 (bvule v11310@B (_ bv31 64)))
(assert
 (bvule v11360@B (_ bv0 64)))
(assert
 (bvule v11420@B (_ bv31 64)))
(assert
 (bvule v11470@B (_ bv0 64)))
(assert
 (bvule v11530@B (_ bv31 64)))
(assert
 (bvule v11580@B (_ bv0 64)))
(assert
 (bvule v11640@B (_ bv31 64)))
(assert
 (bvule v11690@B (_ bv0 64)))
(assert
 (bvule v11750@B (_ bv31 64)))
(assert
 (bvule v11800@B (_ bv0 64)))
(assert
 (bvule v11860@B (_ bv31 64)))
(assert
 (bvule v11910@B (_ bv0 64)))
(assert
 (bvule v11970@B (_ bv31 64)))
(assert
 (bvule v12020@B (_ bv0 64)))
(assert
 (bvule v12080@B (_ bv31 64)))
(assert
 (bvule v12130@B (_ bv0 64)))
(assert
 (bvule v12190@B (_ bv31 64)))
(assert
 (bvule v12240@B (_ bv0 64)))
(assert
 (bvule v12300@B (_ bv31 64)))
(assert
 (bvule v12350@B (_ bv0 64)))
(assert
 (bvule v12410@B (_ bv31 64)))
(assert
 (bvule v12460@B (_ bv0 64)))
(assert
 (bvule v12520@B (_ bv31 64)))
(assert
 (bvule v12570@B (_ bv0 64)))
(assert
 (bvule v12630@B (_ bv31 64)))
(assert
 (bvule v12680@B (_ bv0 64)))
(assert
 (bvule v12740@B (_ bv31 64)))
(assert
 (bvule v12790@B (_ bv0 64)))
(assert
 (bvule v12850@B (_ bv31 64)))
(assert
 (bvule v12900@B (_ bv0 64)))
(assert
 (bvule v12960@B (_ bv31 64)))
(assert
 (bvule v13010@B (_ bv0 64)))
(assert
 (bvule v13070@B (_ bv31 64)))
(assert
 (bvule v13120@B (_ bv0 64)))
(assert
 (bvule v13180@B (_ bv31 64)))
(assert
 (bvule v13230@B (_ bv0 64)))
(assert
 (bvule v13290@B (_ bv31 64)))
(assert
 (bvule v13340@B (_ bv0 64)))
(assert
 (bvule v13400@B (_ bv31 64)))
(assert
 (bvule v13450@B (_ bv0 64)))
(assert
 (bvule v13510@B (_ bv31 64)))
(assert
 (bvule v13560@B (_ bv0 64)))
(assert
 (bvule v13620@B (_ bv31 64)))
(assert
 (bvule v13670@B (_ bv0 64)))
(assert
 (bvule v13730@B (_ bv31 64)))
(assert
 (bvule v13780@B (_ bv0 64)))
(assert
 (bvule v13840@B (_ bv31 64)))
(assert
 (bvule v13890@B (_ bv0 64)))
(assert
 (bvule v13950@B (_ bv31 64)))
(assert
 (bvule v14000@B (_ bv0 64)))
(assert
 (bvule v14060@B (_ bv31 64)))
(assert
 (bvule v14110@B (_ bv0 64)))
(assert
 (bvule v14170@B (_ bv31 64)))
(assert
 (bvule v14220@B (_ bv0 64)))
(assert
 (bvule v14280@B (_ bv31 64)))
(assert
 (bvule v14330@B (_ bv0 64)))
(assert
 (bvule v14390@B (_ bv31 64)))
(assert
 (bvule v14440@B (_ bv0 64)))
(assert
 (bvule v14500@B (_ bv31 64)))
(assert
 (bvule v14550@B (_ bv0 64)))
(assert
 (bvule v14610@B (_ bv31 64)))
(assert
 (bvule v14660@B (_ bv0 64)))
(assert
 (bvule v14720@B (_ bv31 64)))
(assert
 (bvule v14770@B (_ bv0 64)))
(assert
 (bvule v14830@B (_ bv31 64)))
(assert
 (bvule v14880@B (_ bv0 64)))
(assert
 (bvule v14940@B (_ bv31 64)))
(assert
 (bvule v14990@B (_ bv0 64)))
(assert
 (bvule v15050@B (_ bv31 64)))
(assert
 (bvule v15100@B (_ bv0 64)))
(assert
 (bvule v15160@B (_ bv31 64)))
(assert
 (bvule v15210@B (_ bv0 64)))
(assert
 (bvule v15270@B (_ bv31 64)))
(assert
 (bvule v15320@B (_ bv0 64)))
(assert
 (bvule v15380@B (_ bv31 64)))
(check-sat)
