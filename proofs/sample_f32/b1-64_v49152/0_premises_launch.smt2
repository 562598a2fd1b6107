; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
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
(declare-fun v514@A () (_ BitVec 64))
(declare-fun v538@A () (_ BitVec 64))
(declare-fun v579@A () (_ BitVec 64))
(declare-fun v628@A () (_ BitVec 64))
(declare-fun v669@A () (_ BitVec 64))
(declare-fun v718@A () (_ BitVec 64))
(declare-fun v759@A () (_ BitVec 64))
(declare-fun v808@A () (_ BitVec 64))
(declare-fun v849@A () (_ BitVec 64))
(declare-fun v898@A () (_ BitVec 64))
(declare-fun v939@A () (_ BitVec 64))
(declare-fun v988@A () (_ BitVec 64))
(declare-fun v1029@A () (_ BitVec 64))
(declare-fun v1078@A () (_ BitVec 64))
(declare-fun v1119@A () (_ BitVec 64))
(declare-fun v1168@A () (_ BitVec 64))
(declare-fun v1209@A () (_ BitVec 64))
(declare-fun v1258@A () (_ BitVec 64))
(declare-fun v1299@A () (_ BitVec 64))
(declare-fun v1348@A () (_ BitVec 64))
(declare-fun v1389@A () (_ BitVec 64))
(declare-fun v1438@A () (_ BitVec 64))
(declare-fun v1479@A () (_ BitVec 64))
(declare-fun v1528@A () (_ BitVec 64))
(declare-fun v1569@A () (_ BitVec 64))
(declare-fun v1618@A () (_ BitVec 64))
(declare-fun v1659@A () (_ BitVec 64))
(declare-fun v1708@A () (_ BitVec 64))
(declare-fun v1749@A () (_ BitVec 64))
(declare-fun v1798@A () (_ BitVec 64))
(declare-fun v1839@A () (_ BitVec 64))
(declare-fun v1888@A () (_ BitVec 64))
(declare-fun v1929@A () (_ BitVec 64))
(declare-fun v1978@A () (_ BitVec 64))
(declare-fun v2019@A () (_ BitVec 64))
(declare-fun v2068@A () (_ BitVec 64))
(declare-fun v2109@A () (_ BitVec 64))
(declare-fun v2158@A () (_ BitVec 64))
(declare-fun v2199@A () (_ BitVec 64))
(declare-fun v2248@A () (_ BitVec 64))
(declare-fun v2289@A () (_ BitVec 64))
(declare-fun v2338@A () (_ BitVec 64))
(declare-fun v2379@A () (_ BitVec 64))
(declare-fun v2428@A () (_ BitVec 64))
(declare-fun v2469@A () (_ BitVec 64))
(declare-fun v2518@A () (_ BitVec 64))
(declare-fun v2559@A () (_ BitVec 64))
(declare-fun v2608@A () (_ BitVec 64))
(declare-fun v2649@A () (_ BitVec 64))
(declare-fun v2698@A () (_ BitVec 64))
(declare-fun v2739@A () (_ BitVec 64))
(declare-fun v2788@A () (_ BitVec 64))
(declare-fun v2829@A () (_ BitVec 64))
(declare-fun v2878@A () (_ BitVec 64))
(declare-fun v2919@A () (_ BitVec 64))
(declare-fun v2968@A () (_ BitVec 64))
(declare-fun v3009@A () (_ BitVec 64))
(declare-fun v3058@A () (_ BitVec 64))
(declare-fun v3099@A () (_ BitVec 64))
(declare-fun v3148@A () (_ BitVec 64))
(declare-fun v3189@A () (_ BitVec 64))
(declare-fun v3238@A () (_ BitVec 64))
(declare-fun v3279@A () (_ BitVec 64))
(declare-fun v3328@A () (_ BitVec 64))
(declare-fun v3369@A () (_ BitVec 64))
(declare-fun v3418@A () (_ BitVec 64))
(declare-fun v3459@A () (_ BitVec 64))
(declare-fun v3508@A () (_ BitVec 64))
(declare-fun v3549@A () (_ BitVec 64))
(declare-fun v3598@A () (_ BitVec 64))
(declare-fun v3639@A () (_ BitVec 64))
(declare-fun v3688@A () (_ BitVec 64))
(declare-fun v3729@A () (_ BitVec 64))
(declare-fun v3778@A () (_ BitVec 64))
(declare-fun v3819@A () (_ BitVec 64))
(declare-fun v3868@A () (_ BitVec 64))
(declare-fun v3909@A () (_ BitVec 64))
(declare-fun v3958@A () (_ BitVec 64))
(declare-fun v3999@A () (_ BitVec 64))
(declare-fun v4048@A () (_ BitVec 64))
(declare-fun v4089@A () (_ BitVec 64))
(declare-fun v4138@A () (_ BitVec 64))
(declare-fun v4179@A () (_ BitVec 64))
(declare-fun v4228@A () (_ BitVec 64))
(declare-fun v4269@A () (_ BitVec 64))
(declare-fun v4318@A () (_ BitVec 64))
(declare-fun v4359@A () (_ BitVec 64))
(declare-fun v4408@A () (_ BitVec 64))
(declare-fun v4449@A () (_ BitVec 64))
(declare-fun v4498@A () (_ BitVec 64))
(declare-fun v4539@A () (_ BitVec 64))
(declare-fun v4588@A () (_ BitVec 64))
(declare-fun v4629@A () (_ BitVec 64))
(declare-fun v4678@A () (_ BitVec 64))
(declare-fun v4719@A () (_ BitVec 64))
(declare-fun v4768@A () (_ BitVec 64))
(declare-fun v4809@A () (_ BitVec 64))
(declare-fun v4858@A () (_ BitVec 64))
(declare-fun v4937@A () (_ BitVec 64))
(declare-fun v5028@A () (_ BitVec 64))
(declare-fun v6119@A () (_ BitVec 64))
(declare-fun v6166@A () (_ BitVec 64))
(declare-fun v6227@A () (_ BitVec 64))
(declare-fun v6278@A () (_ BitVec 64))
(declare-fun v6339@A () (_ BitVec 64))
(declare-fun v6390@A () (_ BitVec 64))
(declare-fun v6451@A () (_ BitVec 64))
(declare-fun v6502@A () (_ BitVec 64))
(declare-fun v6563@A () (_ BitVec 64))
(declare-fun v6614@A () (_ BitVec 64))
(declare-fun v6675@A () (_ BitVec 64))
(declare-fun v6726@A () (_ BitVec 64))
(declare-fun v6787@A () (_ BitVec 64))
(declare-fun v6838@A () (_ BitVec 64))
(declare-fun v6899@A () (_ BitVec 64))
(declare-fun v6950@A () (_ BitVec 64))
(declare-fun v7011@A () (_ BitVec 64))
(declare-fun v7062@A () (_ BitVec 64))
(declare-fun v7123@A () (_ BitVec 64))
(declare-fun v7174@A () (_ BitVec 64))
(declare-fun v7235@A () (_ BitVec 64))
(declare-fun v7286@A () (_ BitVec 64))
(declare-fun v7347@A () (_ BitVec 64))
(declare-fun v7398@A () (_ BitVec 64))
(declare-fun v7459@A () (_ BitVec 64))
(declare-fun v7510@A () (_ BitVec 64))
(declare-fun v7571@A () (_ BitVec 64))
(declare-fun v7622@A () (_ BitVec 64))
(declare-fun v7683@A () (_ BitVec 64))
(declare-fun v7734@A () (_ BitVec 64))
(declare-fun v7795@A () (_ BitVec 64))
(declare-fun v7846@A () (_ BitVec 64))
(declare-fun v7907@A () (_ BitVec 64))
(declare-fun v7958@A () (_ BitVec 64))
(declare-fun v8019@A () (_ BitVec 64))
(declare-fun v8070@A () (_ BitVec 64))
(declare-fun v8131@A () (_ BitVec 64))
(declare-fun v8182@A () (_ BitVec 64))
(declare-fun v8243@A () (_ BitVec 64))
(declare-fun v8294@A () (_ BitVec 64))
(declare-fun v8355@A () (_ BitVec 64))
(declare-fun v8406@A () (_ BitVec 64))
(declare-fun v8467@A () (_ BitVec 64))
(declare-fun v8518@A () (_ BitVec 64))
(declare-fun v8579@A () (_ BitVec 64))
(declare-fun v8630@A () (_ BitVec 64))
(declare-fun v8691@A () (_ BitVec 64))
(declare-fun v8742@A () (_ BitVec 64))
(declare-fun v8803@A () (_ BitVec 64))
(declare-fun v8854@A () (_ BitVec 64))
(declare-fun v8915@A () (_ BitVec 64))
(declare-fun v8966@A () (_ BitVec 64))
(declare-fun v9027@A () (_ BitVec 64))
(declare-fun v9078@A () (_ BitVec 64))
(declare-fun v9139@A () (_ BitVec 64))
(declare-fun v9190@A () (_ BitVec 64))
(declare-fun v9251@A () (_ BitVec 64))
(declare-fun v9302@A () (_ BitVec 64))
(declare-fun v9363@A () (_ BitVec 64))
(declare-fun v9414@A () (_ BitVec 64))
(declare-fun v9475@A () (_ BitVec 64))
(declare-fun v9526@A () (_ BitVec 64))
(declare-fun v9587@A () (_ BitVec 64))
(declare-fun v9638@A () (_ BitVec 64))
(declare-fun v9699@A () (_ BitVec 64))
(declare-fun v9750@A () (_ BitVec 64))
(declare-fun v9811@A () (_ BitVec 64))
(declare-fun v9862@A () (_ BitVec 64))
(declare-fun v9923@A () (_ BitVec 64))
(declare-fun v9974@A () (_ BitVec 64))
(declare-fun v10035@A () (_ BitVec 64))
(declare-fun v10086@A () (_ BitVec 64))
(declare-fun v10147@A () (_ BitVec 64))
(declare-fun v10198@A () (_ BitVec 64))
(declare-fun v10259@A () (_ BitVec 64))
(declare-fun v10310@A () (_ BitVec 64))
(declare-fun v10371@A () (_ BitVec 64))
(declare-fun v10422@A () (_ BitVec 64))
(declare-fun v10483@A () (_ BitVec 64))
(declare-fun v10534@A () (_ BitVec 64))
(declare-fun v10595@A () (_ BitVec 64))
(declare-fun v10646@A () (_ BitVec 64))
(declare-fun v10707@A () (_ BitVec 64))
(declare-fun v10758@A () (_ BitVec 64))
(declare-fun v10819@A () (_ BitVec 64))
(declare-fun v10870@A () (_ BitVec 64))
(declare-fun v10931@A () (_ BitVec 64))
(declare-fun v10982@A () (_ BitVec 64))
(declare-fun v11043@A () (_ BitVec 64))
(declare-fun v11094@A () (_ BitVec 64))
(declare-fun v11155@A () (_ BitVec 64))
(declare-fun v11206@A () (_ BitVec 64))
(declare-fun v11267@A () (_ BitVec 64))
(declare-fun v11318@A () (_ BitVec 64))
(declare-fun v11379@A () (_ BitVec 64))
(declare-fun v11430@A () (_ BitVec 64))
(declare-fun v11491@A () (_ BitVec 64))
(declare-fun v11541@A () (_ BitVec 64))
(declare-fun v11600@A () (_ BitVec 64))
(declare-fun v11652@A () (_ BitVec 64))
(declare-fun v11712@A () (_ BitVec 64))
(declare-fun v11762@A () (_ BitVec 64))
(declare-fun v11822@A () (_ BitVec 64))
(declare-fun v11872@A () (_ BitVec 64))
(declare-fun v11932@A () (_ BitVec 64))
(declare-fun v11982@A () (_ BitVec 64))
(declare-fun v12042@A () (_ BitVec 64))
(declare-fun v12092@A () (_ BitVec 64))
(declare-fun v12152@A () (_ BitVec 64))
(declare-fun v12202@A () (_ BitVec 64))
(declare-fun v12262@A () (_ BitVec 64))
(declare-fun v12312@A () (_ BitVec 64))
(declare-fun v12372@A () (_ BitVec 64))
(declare-fun v12422@A () (_ BitVec 64))
(declare-fun v12482@A () (_ BitVec 64))
(declare-fun v12532@A () (_ BitVec 64))
(declare-fun v12592@A () (_ BitVec 64))
(declare-fun v12642@A () (_ BitVec 64))
(declare-fun v12702@A () (_ BitVec 64))
(declare-fun v12752@A () (_ BitVec 64))
(declare-fun v12812@A () (_ BitVec 64))
(declare-fun v12862@A () (_ BitVec 64))
(declare-fun v12922@A () (_ BitVec 64))
(declare-fun v12972@A () (_ BitVec 64))
(declare-fun v13032@A () (_ BitVec 64))
(declare-fun v13082@A () (_ BitVec 64))
(declare-fun v13142@A () (_ BitVec 64))
(declare-fun v13192@A () (_ BitVec 64))
(declare-fun v13252@A () (_ BitVec 64))
(declare-fun v13302@A () (_ BitVec 64))
(declare-fun v13362@A () (_ BitVec 64))
(declare-fun v13412@A () (_ BitVec 64))
(declare-fun v13472@A () (_ BitVec 64))
(declare-fun v13522@A () (_ BitVec 64))
(declare-fun v13582@A () (_ BitVec 64))
(declare-fun v13632@A () (_ BitVec 64))
(declare-fun v13692@A () (_ BitVec 64))
(declare-fun v13742@A () (_ BitVec 64))
(declare-fun v13802@A () (_ BitVec 64))
(declare-fun v13852@A () (_ BitVec 64))
(declare-fun v13912@A () (_ BitVec 64))
(declare-fun v13962@A () (_ BitVec 64))
(declare-fun v14022@A () (_ BitVec 64))
(declare-fun v14072@A () (_ BitVec 64))
(declare-fun v14132@A () (_ BitVec 64))
(declare-fun v14182@A () (_ BitVec 64))
(declare-fun v14242@A () (_ BitVec 64))
(declare-fun v14292@A () (_ BitVec 64))
(declare-fun v14352@A () (_ BitVec 64))
(declare-fun v14402@A () (_ BitVec 64))
(declare-fun v14462@A () (_ BitVec 64))
(declare-fun v14512@A () (_ BitVec 64))
(declare-fun v14572@A () (_ BitVec 64))
(declare-fun v14622@A () (_ BitVec 64))
(declare-fun v14682@A () (_ BitVec 64))
(declare-fun v14732@A () (_ BitVec 64))
(declare-fun v14792@A () (_ BitVec 64))
(declare-fun v14842@A () (_ BitVec 64))
(declare-fun v14902@A () (_ BitVec 64))
(declare-fun v14952@A () (_ BitVec 64))
(declare-fun v15012@A () (_ BitVec 64))
(declare-fun v15062@A () (_ BitVec 64))
(declare-fun v15122@A () (_ BitVec 64))
(declare-fun v15172@A () (_ BitVec 64))
(declare-fun v15232@A () (_ BitVec 64))
(declare-fun v15282@A () (_ BitVec 64))
(declare-fun v15342@A () (_ BitVec 64))
(declare-fun v15392@A () (_ BitVec 64))
(declare-fun v15452@A () (_ BitVec 64))
(declare-fun v15502@A () (_ BitVec 64))
(declare-fun v15562@A () (_ BitVec 64))
(declare-fun v15612@A () (_ BitVec 64))
(declare-fun v15672@A () (_ BitVec 64))
(declare-fun v15722@A () (_ BitVec 64))
(declare-fun v15782@A () (_ BitVec 64))
(declare-fun v15832@A () (_ BitVec 64))
(declare-fun v15892@A () (_ BitVec 64))
(declare-fun v15942@A () (_ BitVec 64))
(declare-fun v16002@A () (_ BitVec 64))
(declare-fun v16052@A () (_ BitVec 64))
(declare-fun v16112@A () (_ BitVec 64))
(declare-fun v16162@A () (_ BitVec 64))
(declare-fun v16222@A () (_ BitVec 64))
(declare-fun v16272@A () (_ BitVec 64))
(declare-fun v16332@A () (_ BitVec 64))
(declare-fun v16382@A () (_ BitVec 64))
(declare-fun v16442@A () (_ BitVec 64))
(declare-fun v16492@A () (_ BitVec 64))
(declare-fun v16552@A () (_ BitVec 64))
(declare-fun v16602@A () (_ BitVec 64))
(declare-fun v16662@A () (_ BitVec 64))
(declare-fun v16712@A () (_ BitVec 64))
(declare-fun v16772@A () (_ BitVec 64))
(declare-fun v16822@A () (_ BitVec 64))
(declare-fun v16882@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v514@B () (_ BitVec 64))
(declare-fun v538@B () (_ BitVec 64))
(declare-fun v579@B () (_ BitVec 64))
(declare-fun v628@B () (_ BitVec 64))
(declare-fun v669@B () (_ BitVec 64))
(declare-fun v718@B () (_ BitVec 64))
(declare-fun v759@B () (_ BitVec 64))
(declare-fun v808@B () (_ BitVec 64))
(declare-fun v849@B () (_ BitVec 64))
(declare-fun v898@B () (_ BitVec 64))
(declare-fun v939@B () (_ BitVec 64))
(declare-fun v988@B () (_ BitVec 64))
(declare-fun v1029@B () (_ BitVec 64))
(declare-fun v1078@B () (_ BitVec 64))
(declare-fun v1119@B () (_ BitVec 64))
(declare-fun v1168@B () (_ BitVec 64))
(declare-fun v1209@B () (_ BitVec 64))
(declare-fun v1258@B () (_ BitVec 64))
(declare-fun v1299@B () (_ BitVec 64))
(declare-fun v1348@B () (_ BitVec 64))
(declare-fun v1389@B () (_ BitVec 64))
(declare-fun v1438@B () (_ BitVec 64))
(declare-fun v1479@B () (_ BitVec 64))
(declare-fun v1528@B () (_ BitVec 64))
(declare-fun v1569@B () (_ BitVec 64))
(declare-fun v1618@B () (_ BitVec 64))
(declare-fun v1659@B () (_ BitVec 64))
(declare-fun v1708@B () (_ BitVec 64))
(declare-fun v1749@B () (_ BitVec 64))
(declare-fun v1798@B () (_ BitVec 64))
(declare-fun v1839@B () (_ BitVec 64))
(declare-fun v1888@B () (_ BitVec 64))
(declare-fun v1929@B () (_ BitVec 64))
(declare-fun v1978@B () (_ BitVec 64))
(declare-fun v2019@B () (_ BitVec 64))
(declare-fun v2068@B () (_ BitVec 64))
(declare-fun v2109@B () (_ BitVec 64))
(declare-fun v2158@B () (_ BitVec 64))
(declare-fun v2199@B () (_ BitVec 64))
(declare-fun v2248@B () (_ BitVec 64))
(declare-fun v2289@B () (_ BitVec 64))
(declare-fun v2338@B () (_ BitVec 64))
(declare-fun v2379@B () (_ BitVec 64))
(declare-fun v2428@B () (_ BitVec 64))
(declare-fun v2469@B () (_ BitVec 64))
(declare-fun v2518@B () (_ BitVec 64))
(declare-fun v2559@B () (_ BitVec 64))
(declare-fun v2608@B () (_ BitVec 64))
(declare-fun v2649@B () (_ BitVec 64))
(declare-fun v2698@B () (_ BitVec 64))
(declare-fun v2739@B () (_ BitVec 64))
(declare-fun v2788@B () (_ BitVec 64))
(declare-fun v2829@B () (_ BitVec 64))
(declare-fun v2878@B () (_ BitVec 64))
(declare-fun v2919@B () (_ BitVec 64))
(declare-fun v2968@B () (_ BitVec 64))
(declare-fun v3009@B () (_ BitVec 64))
(declare-fun v3058@B () (_ BitVec 64))
(declare-fun v3099@B () (_ BitVec 64))
(declare-fun v3148@B () (_ BitVec 64))
(declare-fun v3189@B () (_ BitVec 64))
(declare-fun v3238@B () (_ BitVec 64))
(declare-fun v3279@B () (_ BitVec 64))
(declare-fun v3328@B () (_ BitVec 64))
(declare-fun v3369@B () (_ BitVec 64))
(declare-fun v3418@B () (_ BitVec 64))
(declare-fun v3459@B () (_ BitVec 64))
(declare-fun v3508@B () (_ BitVec 64))
(declare-fun v3549@B () (_ BitVec 64))
(declare-fun v3598@B () (_ BitVec 64))
(declare-fun v3639@B () (_ BitVec 64))
(declare-fun v3688@B () (_ BitVec 64))
(declare-fun v3729@B () (_ BitVec 64))
(declare-fun v3778@B () (_ BitVec 64))
(declare-fun v3819@B () (_ BitVec 64))
(declare-fun v3868@B () (_ BitVec 64))
(declare-fun v3909@B () (_ BitVec 64))
(declare-fun v3958@B () (_ BitVec 64))
(declare-fun v3999@B () (_ BitVec 64))
(declare-fun v4048@B () (_ BitVec 64))
(declare-fun v4089@B () (_ BitVec 64))
(declare-fun v4138@B () (_ BitVec 64))
(declare-fun v4179@B () (_ BitVec 64))
(declare-fun v4228@B () (_ BitVec 64))
(declare-fun v4269@B () (_ BitVec 64))
(declare-fun v4318@B () (_ BitVec 64))
(declare-fun v4359@B () (_ BitVec 64))
(declare-fun v4408@B () (_ BitVec 64))
(declare-fun v4449@B () (_ BitVec 64))
(declare-fun v4498@B () (_ BitVec 64))
(declare-fun v4539@B () (_ BitVec 64))
(declare-fun v4588@B () (_ BitVec 64))
(declare-fun v4629@B () (_ BitVec 64))
(declare-fun v4678@B () (_ BitVec 64))
(declare-fun v4719@B () (_ BitVec 64))
(declare-fun v4768@B () (_ BitVec 64))
(declare-fun v4809@B () (_ BitVec 64))
(declare-fun v4858@B () (_ BitVec 64))
(declare-fun v4937@B () (_ BitVec 64))
(declare-fun v5028@B () (_ BitVec 64))
(declare-fun v6119@B () (_ BitVec 64))
(declare-fun v6166@B () (_ BitVec 64))
(declare-fun v6227@B () (_ BitVec 64))
(declare-fun v6278@B () (_ BitVec 64))
(declare-fun v6339@B () (_ BitVec 64))
(declare-fun v6390@B () (_ BitVec 64))
(declare-fun v6451@B () (_ BitVec 64))
(declare-fun v6502@B () (_ BitVec 64))
(declare-fun v6563@B () (_ BitVec 64))
(declare-fun v6614@B () (_ BitVec 64))
(declare-fun v6675@B () (_ BitVec 64))
(declare-fun v6726@B () (_ BitVec 64))
(declare-fun v6787@B () (_ BitVec 64))
(declare-fun v6838@B () (_ BitVec 64))
(declare-fun v6899@B () (_ BitVec 64))
(declare-fun v6950@B () (_ BitVec 64))
(declare-fun v7011@B () (_ BitVec 64))
(declare-fun v7062@B () (_ BitVec 64))
(declare-fun v7123@B () (_ BitVec 64))
(declare-fun v7174@B () (_ BitVec 64))
(declare-fun v7235@B () (_ BitVec 64))
(declare-fun v7286@B () (_ BitVec 64))
(declare-fun v7347@B () (_ BitVec 64))
(declare-fun v7398@B () (_ BitVec 64))
(declare-fun v7459@B () (_ BitVec 64))
(declare-fun v7510@B () (_ BitVec 64))
(declare-fun v7571@B () (_ BitVec 64))
(declare-fun v7622@B () (_ BitVec 64))
(declare-fun v7683@B () (_ BitVec 64))
(declare-fun v7734@B () (_ BitVec 64))
(declare-fun v7795@B () (_ BitVec 64))
(declare-fun v7846@B () (_ BitVec 64))
(declare-fun v7907@B () (_ BitVec 64))
(declare-fun v7958@B () (_ BitVec 64))
(declare-fun v8019@B () (_ BitVec 64))
(declare-fun v8070@B () (_ BitVec 64))
(declare-fun v8131@B () (_ BitVec 64))
(declare-fun v8182@B () (_ BitVec 64))
(declare-fun v8243@B () (_ BitVec 64))
(declare-fun v8294@B () (_ BitVec 64))
(declare-fun v8355@B () (_ BitVec 64))
(declare-fun v8406@B () (_ BitVec 64))
(declare-fun v8467@B () (_ BitVec 64))
(declare-fun v8518@B () (_ BitVec 64))
(declare-fun v8579@B () (_ BitVec 64))
(declare-fun v8630@B () (_ BitVec 64))
(declare-fun v8691@B () (_ BitVec 64))
(declare-fun v8742@B () (_ BitVec 64))
(declare-fun v8803@B () (_ BitVec 64))
(declare-fun v8854@B () (_ BitVec 64))
(declare-fun v8915@B () (_ BitVec 64))
(declare-fun v8966@B () (_ BitVec 64))
(declare-fun v9027@B () (_ BitVec 64))
(declare-fun v9078@B () (_ BitVec 64))
(declare-fun v9139@B () (_ BitVec 64))
(declare-fun v9190@B () (_ BitVec 64))
(declare-fun v9251@B () (_ BitVec 64))
(declare-fun v9302@B () (_ BitVec 64))
(declare-fun v9363@B () (_ BitVec 64))
(declare-fun v9414@B () (_ BitVec 64))
(declare-fun v9475@B () (_ BitVec 64))
(declare-fun v9526@B () (_ BitVec 64))
(declare-fun v9587@B () (_ BitVec 64))
(declare-fun v9638@B () (_ BitVec 64))
(declare-fun v9699@B () (_ BitVec 64))
(declare-fun v9750@B () (_ BitVec 64))
(declare-fun v9811@B () (_ BitVec 64))
(declare-fun v9862@B () (_ BitVec 64))
(declare-fun v9923@B () (_ BitVec 64))
(declare-fun v9974@B () (_ BitVec 64))
(declare-fun v10035@B () (_ BitVec 64))
(declare-fun v10086@B () (_ BitVec 64))
(declare-fun v10147@B () (_ BitVec 64))
(declare-fun v10198@B () (_ BitVec 64))
(declare-fun v10259@B () (_ BitVec 64))
(declare-fun v10310@B () (_ BitVec 64))
(declare-fun v10371@B () (_ BitVec 64))
(declare-fun v10422@B () (_ BitVec 64))
(declare-fun v10483@B () (_ BitVec 64))
(declare-fun v10534@B () (_ BitVec 64))
(declare-fun v10595@B () (_ BitVec 64))
(declare-fun v10646@B () (_ BitVec 64))
(declare-fun v10707@B () (_ BitVec 64))
(declare-fun v10758@B () (_ BitVec 64))
(declare-fun v10819@B () (_ BitVec 64))
(declare-fun v10870@B () (_ BitVec 64))
(declare-fun v10931@B () (_ BitVec 64))
(declare-fun v10982@B () (_ BitVec 64))
(declare-fun v11043@B () (_ BitVec 64))
(declare-fun v11094@B () (_ BitVec 64))
(declare-fun v11155@B () (_ BitVec 64))
(declare-fun v11206@B () (_ BitVec 64))
(declare-fun v11267@B () (_ BitVec 64))
(declare-fun v11318@B () (_ BitVec 64))
(declare-fun v11379@B () (_ BitVec 64))
(declare-fun v11430@B () (_ BitVec 64))
(declare-fun v11491@B () (_ BitVec 64))
(declare-fun v11541@B () (_ BitVec 64))
(declare-fun v11600@B () (_ BitVec 64))
(declare-fun v11652@B () (_ BitVec 64))
(declare-fun v11712@B () (_ BitVec 64))
(declare-fun v11762@B () (_ BitVec 64))
(declare-fun v11822@B () (_ BitVec 64))
(declare-fun v11872@B () (_ BitVec 64))
(declare-fun v11932@B () (_ BitVec 64))
(declare-fun v11982@B () (_ BitVec 64))
(declare-fun v12042@B () (_ BitVec 64))
(declare-fun v12092@B () (_ BitVec 64))
(declare-fun v12152@B () (_ BitVec 64))
(declare-fun v12202@B () (_ BitVec 64))
(declare-fun v12262@B () (_ BitVec 64))
(declare-fun v12312@B () (_ BitVec 64))
(declare-fun v12372@B () (_ BitVec 64))
(declare-fun v12422@B () (_ BitVec 64))
(declare-fun v12482@B () (_ BitVec 64))
(declare-fun v12532@B () (_ BitVec 64))
(declare-fun v12592@B () (_ BitVec 64))
(declare-fun v12642@B () (_ BitVec 64))
(declare-fun v12702@B () (_ BitVec 64))
(declare-fun v12752@B () (_ BitVec 64))
(declare-fun v12812@B () (_ BitVec 64))
(declare-fun v12862@B () (_ BitVec 64))
(declare-fun v12922@B () (_ BitVec 64))
(declare-fun v12972@B () (_ BitVec 64))
(declare-fun v13032@B () (_ BitVec 64))
(declare-fun v13082@B () (_ BitVec 64))
(declare-fun v13142@B () (_ BitVec 64))
(declare-fun v13192@B () (_ BitVec 64))
(declare-fun v13252@B () (_ BitVec 64))
(declare-fun v13302@B () (_ BitVec 64))
(declare-fun v13362@B () (_ BitVec 64))
(declare-fun v13412@B () (_ BitVec 64))
(declare-fun v13472@B () (_ BitVec 64))
(declare-fun v13522@B () (_ BitVec 64))
(declare-fun v13582@B () (_ BitVec 64))
(declare-fun v13632@B () (_ BitVec 64))
(declare-fun v13692@B () (_ BitVec 64))
(declare-fun v13742@B () (_ BitVec 64))
(declare-fun v13802@B () (_ BitVec 64))
(declare-fun v13852@B () (_ BitVec 64))
(declare-fun v13912@B () (_ BitVec 64))
(declare-fun v13962@B () (_ BitVec 64))
(declare-fun v14022@B () (_ BitVec 64))
(declare-fun v14072@B () (_ BitVec 64))
(declare-fun v14132@B () (_ BitVec 64))
(declare-fun v14182@B () (_ BitVec 64))
(declare-fun v14242@B () (_ BitVec 64))
(declare-fun v14292@B () (_ BitVec 64))
(declare-fun v14352@B () (_ BitVec 64))
(declare-fun v14402@B () (_ BitVec 64))
(declare-fun v14462@B () (_ BitVec 64))
(declare-fun v14512@B () (_ BitVec 64))
(declare-fun v14572@B () (_ BitVec 64))
(declare-fun v14622@B () (_ BitVec 64))
(declare-fun v14682@B () (_ BitVec 64))
(declare-fun v14732@B () (_ BitVec 64))
(declare-fun v14792@B () (_ BitVec 64))
(declare-fun v14842@B () (_ BitVec 64))
(declare-fun v14902@B () (_ BitVec 64))
(declare-fun v14952@B () (_ BitVec 64))
(declare-fun v15012@B () (_ BitVec 64))
(declare-fun v15062@B () (_ BitVec 64))
(declare-fun v15122@B () (_ BitVec 64))
(declare-fun v15172@B () (_ BitVec 64))
(declare-fun v15232@B () (_ BitVec 64))
(declare-fun v15282@B () (_ BitVec 64))
(declare-fun v15342@B () (_ BitVec 64))
(declare-fun v15392@B () (_ BitVec 64))
(declare-fun v15452@B () (_ BitVec 64))
(declare-fun v15502@B () (_ BitVec 64))
(declare-fun v15562@B () (_ BitVec 64))
(declare-fun v15612@B () (_ BitVec 64))
(declare-fun v15672@B () (_ BitVec 64))
(declare-fun v15722@B () (_ BitVec 64))
(declare-fun v15782@B () (_ BitVec 64))
(declare-fun v15832@B () (_ BitVec 64))
(declare-fun v15892@B () (_ BitVec 64))
(declare-fun v15942@B () (_ BitVec 64))
(declare-fun v16002@B () (_ BitVec 64))
(declare-fun v16052@B () (_ BitVec 64))
(declare-fun v16112@B () (_ BitVec 64))
(declare-fun v16162@B () (_ BitVec 64))
(declare-fun v16222@B () (_ BitVec 64))
(declare-fun v16272@B () (_ BitVec 64))
(declare-fun v16332@B () (_ BitVec 64))
(declare-fun v16382@B () (_ BitVec 64))
(declare-fun v16442@B () (_ BitVec 64))
(declare-fun v16492@B () (_ BitVec 64))
(declare-fun v16552@B () (_ BitVec 64))
(declare-fun v16602@B () (_ BitVec 64))
(declare-fun v16662@B () (_ BitVec 64))
(declare-fun v16712@B () (_ BitVec 64))
(declare-fun v16772@B () (_ BitVec 64))
(declare-fun v16822@B () (_ BitVec 64))
(declare-fun v16882@B () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv64 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv196608 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!temps (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!temps ?x27))))
(assert
 (and (distinct base!temps (_ bv0 64)) true))
(assert
 (= (bvand base!top_ks (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!top_ks ?x27))))
(assert
 (and (distinct base!top_ks (_ bv0 64)) true))
(assert
 (= (bvand base!top_ps (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!top_ps ?x27))))
(assert
 (and (distinct base!top_ps (_ bv0 64)) true))
(assert
 (= (bvand base!seeds (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x44 (bvmul (_ bv8 64) size!B)))
 (let ((?x45 (bvsub (_ bv18446744073709551615 64) ?x44)))
 (bvule base!seeds ?x45))))
(assert
 (and (distinct base!seeds (_ bv0 64)) true))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x44 (bvmul (_ bv8 64) size!B)))
 (let ((?x45 (bvsub (_ bv18446744073709551615 64) ?x44)))
 (bvule base!counters ?x45))))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (= (bvand base!ws (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ws (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv393216 64) size!B))))
(assert
 (and (distinct base!ws (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!tokens ?x27))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x78 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x78)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvule v514@A (_ bv30 64)))
(assert
 (bvule v538@A (_ bv31 64)))
(assert
 (bvule v579@A (_ bv47 64)))
(assert
 (bvule v628@A (_ bv31 64)))
(assert
 (bvule v669@A (_ bv47 64)))
(assert
 (bvule v718@A (_ bv31 64)))
(assert
 (bvule v759@A (_ bv47 64)))
(assert
 (bvule v808@A (_ bv31 64)))
(assert
 (bvule v849@A (_ bv47 64)))
(assert
 (bvule v898@A (_ bv31 64)))
(assert
 (bvule v939@A (_ bv47 64)))
(assert
 (bvule v988@A (_ bv31 64)))
(assert
 (bvule v1029@A (_ bv47 64)))
(assert
 (bvule v1078@A (_ bv31 64)))
(assert
 (bvule v1119@A (_ bv47 64)))
(assert
 (bvule v1168@A (_ bv31 64)))
(assert
 (bvule v1209@A (_ bv47 64)))
(assert
 (bvule v1258@A (_ bv31 64)))
(assert
 (bvule v1299@A (_ bv47 64)))
(assert
 (bvule v1348@A (_ bv31 64)))
(assert
 (bvule v1389@A (_ bv47 64)))
(assert
 (bvule v1438@A (_ bv31 64)))
(assert
 (bvule v1479@A (_ bv47 64)))
(assert
 (bvule v1528@A (_ bv31 64)))
(assert
 (bvule v1569@A (_ bv47 64)))
(assert
 (bvule v1618@A (_ bv31 64)))
(assert
 (bvule v1659@A (_ bv47 64)))
(assert
 (bvule v1708@A (_ bv31 64)))
(assert
 (bvule v1749@A (_ bv47 64)))
(assert
 (bvule v1798@A (_ bv31 64)))
(assert
 (bvule v1839@A (_ bv47 64)))
(assert
 (bvule v1888@A (_ bv31 64)))
(assert
 (bvule v1929@A (_ bv47 64)))
(assert
 (bvule v1978@A (_ bv31 64)))
(assert
 (bvule v2019@A (_ bv47 64)))
(assert
 (bvule v2068@A (_ bv31 64)))
(assert
 (bvule v2109@A (_ bv47 64)))
(assert
 (bvule v2158@A (_ bv31 64)))
(assert
 (bvule v2199@A (_ bv47 64)))
(assert
 (bvule v2248@A (_ bv31 64)))
(assert
 (bvule v2289@A (_ bv47 64)))
(assert
 (bvule v2338@A (_ bv31 64)))
(assert
 (bvule v2379@A (_ bv47 64)))
(assert
 (bvule v2428@A (_ bv31 64)))
(assert
 (bvule v2469@A (_ bv47 64)))
(assert
 (bvule v2518@A (_ bv31 64)))
(assert
 (bvule v2559@A (_ bv47 64)))
(assert
 (bvule v2608@A (_ bv31 64)))
(assert
 (bvule v2649@A (_ bv47 64)))
(assert
 (bvule v2698@A (_ bv31 64)))
(assert
 (bvule v2739@A (_ bv47 64)))
(assert
 (bvule v2788@A (_ bv31 64)))
(assert
 (bvule v2829@A (_ bv47 64)))
(assert
 (bvule v2878@A (_ bv31 64)))
(assert
 (bvule v2919@A (_ bv47 64)))
(assert
 (bvule v2968@A (_ bv31 64)))
(assert
 (bvule v3009@A (_ bv47 64)))
(assert
 (bvule v3058@A (_ bv31 64)))
(assert
 (bvule v3099@A (_ bv47 64)))
(assert
 (bvule v3148@A (_ bv31 64)))
(assert
 (bvule v3189@A (_ bv47 64)))
(assert
 (bvule v3238@A (_ bv31 64)))
(assert
 (bvule v3279@A (_ bv47 64)))
(assert
 (bvule v3328@A (_ bv31 64)))
(assert
 (bvule v3369@A (_ bv47 64)))
(assert
 (bvule v3418@A (_ bv31 64)))
(assert
 (bvule v3459@A (_ bv47 64)))
(assert
 (bvule v3508@A (_ bv31 64)))
(assert
 (bvule v3549@A (_ bv47 64)))
(assert
 (bvule v3598@A (_ bv31 64)))
(assert
 (bvule v3639@A (_ bv47 64)))
(assert
 (bvule v3688@A (_ bv31 64)))
(assert
 (bvule v3729@A (_ bv47 64)))
(assert
 (bvule v3778@A (_ bv31 64)))
(assert
 (bvule v3819@A (_ bv47 64)))
(assert
 (bvule v3868@A (_ bv31 64)))
(assert
 (bvule v3909@A (_ bv47 64)))
(assert
 (bvule v3958@A (_ bv31 64)))
(assert
 (bvule v3999@A (_ bv47 64)))
(assert
 (bvule v4048@A (_ bv31 64)))
(assert
 (bvule v4089@A (_ bv47 64)))
(assert
 (bvule v4138@A (_ bv31 64)))
(assert
 (bvule v4179@A (_ bv47 64)))
(assert
 (bvule v4228@A (_ bv31 64)))
(assert
 (bvule v4269@A (_ bv47 64)))
(assert
 (bvule v4318@A (_ bv31 64)))
(assert
 (bvule v4359@A (_ bv47 64)))
(assert
 (bvule v4408@A (_ bv31 64)))
(assert
 (bvule v4449@A (_ bv47 64)))
(assert
 (bvule v4498@A (_ bv31 64)))
(assert
 (bvule v4539@A (_ bv47 64)))
(assert
 (bvule v4588@A (_ bv31 64)))
(assert
 (bvule v4629@A (_ bv47 64)))
(assert
 (bvule v4678@A (_ bv31 64)))
(assert
 (bvule v4719@A (_ bv47 64)))
(assert
 (bvule v4768@A (_ bv31 64)))
(assert
 (bvule v4809@A (_ bv47 64)))
(assert
 (bvule v4858@A (_ bv31 64)))
(assert
 (bvule v4937@A (_ bv47 64)))
(assert
 (bvule v5028@A (_ bv31 64)))
(assert
 (bvule v6119@A (_ bv30 64)))
(assert
 (bvule v6166@A (_ bv47 64)))
(assert
 (bvule v6227@A (_ bv31 64)))
(assert
 (bvule v6278@A (_ bv47 64)))
(assert
 (bvule v6339@A (_ bv31 64)))
(assert
 (bvule v6390@A (_ bv47 64)))
(assert
 (bvule v6451@A (_ bv31 64)))
(assert
 (bvule v6502@A (_ bv47 64)))
(assert
 (bvule v6563@A (_ bv31 64)))
(assert
 (bvule v6614@A (_ bv47 64)))
(assert
 (bvule v6675@A (_ bv31 64)))
(assert
 (bvule v6726@A (_ bv47 64)))
(assert
 (bvule v6787@A (_ bv31 64)))
(assert
 (bvule v6838@A (_ bv47 64)))
(assert
 (bvule v6899@A (_ bv31 64)))
(assert
 (bvule v6950@A (_ bv47 64)))
(assert
 (bvule v7011@A (_ bv31 64)))
(assert
 (bvule v7062@A (_ bv47 64)))
(assert
 (bvule v7123@A (_ bv31 64)))
(assert
 (bvule v7174@A (_ bv47 64)))
(assert
 (bvule v7235@A (_ bv31 64)))
(assert
 (bvule v7286@A (_ bv47 64)))
(assert
 (bvule v7347@A (_ bv31 64)))
(assert
 (bvule v7398@A (_ bv47 64)))
(assert
 (bvule v7459@A (_ bv31 64)))
(assert
 (bvule v7510@A (_ bv47 64)))
(assert
 (bvule v7571@A (_ bv31 64)))
(assert
 (bvule v7622@A (_ bv47 64)))
(assert
 (bvule v7683@A (_ bv31 64)))
(assert
 (bvule v7734@A (_ bv47 64)))
(assert
 (bvule v7795@A (_ bv31 64)))
(assert
 (bvule v7846@A (_ bv47 64)))
(assert
 (bvule v7907@A (_ bv31 64)))
(assert
 (bvule v7958@A (_ bv47 64)))
(assert
 (bvule v8019@A (_ bv31 64)))
(assert
 (bvule v8070@A (_ bv47 64)))
(assert
 (bvule v8131@A (_ bv31 64)))
(assert
 (bvule v8182@A (_ bv47 64)))
(assert
 (bvule v8243@A (_ bv31 64)))
(assert
 (bvule v8294@A (_ bv47 64)))
(assert
 (bvule v8355@A (_ bv31 64)))
(assert
 (bvule v8406@A (_ bv47 64)))
(assert
 (bvule v8467@A (_ bv31 64)))
(assert
 (bvule v8518@A (_ bv47 64)))
(assert
 (bvule v8579@A (_ bv31 64)))
(assert
 (bvule v8630@A (_ bv47 64)))
(assert
 (bvule v8691@A (_ bv31 64)))
(assert
 (bvule v8742@A (_ bv47 64)))
(assert
 (bvule v8803@A (_ bv31 64)))
(assert
 (bvule v8854@A (_ bv47 64)))
(assert
 (bvule v8915@A (_ bv31 64)))
(assert
 (bvule v8966@A (_ bv47 64)))
(assert
 (bvule v9027@A (_ bv31 64)))
(assert
 (bvule v9078@A (_ bv47 64)))
(assert
 (bvule v9139@A (_ bv31 64)))
(assert
 (bvule v9190@A (_ bv47 64)))
(assert
 (bvule v9251@A (_ bv31 64)))
(assert
 (bvule v9302@A (_ bv47 64)))
(assert
 (bvule v9363@A (_ bv31 64)))
(assert
 (bvule v9414@A (_ bv47 64)))
(assert
 (bvule v9475@A (_ bv31 64)))
(assert
 (bvule v9526@A (_ bv47 64)))
(assert
 (bvule v9587@A (_ bv31 64)))
(assert
 (bvule v9638@A (_ bv47 64)))
(assert
 (bvule v9699@A (_ bv31 64)))
(assert
 (bvule v9750@A (_ bv47 64)))
(assert
 (bvule v9811@A (_ bv31 64)))
(assert
 (bvule v9862@A (_ bv47 64)))
(assert
 (bvule v9923@A (_ bv31 64)))
(assert
 (bvule v9974@A (_ bv47 64)))
(assert
 (bvule v10035@A (_ bv31 64)))
(assert
 (bvule v10086@A (_ bv47 64)))
(assert
 (bvule v10147@A (_ bv31 64)))
(assert
 (bvule v10198@A (_ bv47 64)))
(assert
 (bvule v10259@A (_ bv31 64)))
(assert
 (bvule v10310@A (_ bv47 64)))
(assert
 (bvule v10371@A (_ bv31 64)))
(assert
 (bvule v10422@A (_ bv47 64)))
(assert
 (bvule v10483@A (_ bv31 64)))
(assert
 (bvule v10534@A (_ bv47 64)))
(assert
 (bvule v10595@A (_ bv31 64)))
(assert
 (bvule v10646@A (_ bv47 64)))
(assert
 (bvule v10707@A (_ bv31 64)))
(assert
 (bvule v10758@A (_ bv47 64)))
(assert
 (bvule v10819@A (_ bv31 64)))
(assert
 (bvule v10870@A (_ bv47 64)))
(assert
 (bvule v10931@A (_ bv31 64)))
(assert
 (bvule v10982@A (_ bv47 64)))
(assert
 (bvule v11043@A (_ bv31 64)))
(assert
 (bvule v11094@A (_ bv47 64)))
(assert
 (bvule v11155@A (_ bv31 64)))
(assert
 (bvule v11206@A (_ bv47 64)))
(assert
 (bvule v11267@A (_ bv31 64)))
(assert
 (bvule v11318@A (_ bv47 64)))
(assert
 (bvule v11379@A (_ bv31 64)))
(assert
 (bvule v11430@A (_ bv47 64)))
(assert
 (bvule v11491@A (_ bv31 64)))
(assert
 (bvule v11541@A (_ bv47 64)))
(assert
 (bvule v11600@A (_ bv31 64)))
(assert
 (bvule v11652@A (_ bv47 64)))
(assert
 (bvule v11712@A (_ bv31 64)))
(assert
 (bvule v11762@A (_ bv47 64)))
(assert
 (bvule v11822@A (_ bv31 64)))
(assert
 (bvule v11872@A (_ bv47 64)))
(assert
 (bvule v11932@A (_ bv31 64)))
(assert
 (bvule v11982@A (_ bv47 64)))
(assert
 (bvule v12042@A (_ bv31 64)))
(assert
 (bvule v12092@A (_ bv47 64)))
(assert
 (bvule v12152@A (_ bv31 64)))
(assert
 (bvule v12202@A (_ bv47 64)))
(assert
 (bvule v12262@A (_ bv31 64)))
(assert
 (bvule v12312@A (_ bv47 64)))
(assert
 (bvule v12372@A (_ bv31 64)))
(assert
 (bvule v12422@A (_ bv47 64)))
(assert
 (bvule v12482@A (_ bv31 64)))
(assert
 (bvule v12532@A (_ bv47 64)))
(assert
 (bvule v12592@A (_ bv31 64)))
(assert
 (bvule v12642@A (_ bv47 64)))
(assert
 (bvule v12702@A (_ bv31 64)))
(assert
 (bvule v12752@A (_ bv47 64)))
(assert
 (bvule v12812@A (_ bv31 64)))
(assert
 (bvule v12862@A (_ bv47 64)))
(assert
 (bvule v12922@A (_ bv31 64)))
(assert
 (bvule v12972@A (_ bv47 64)))
(assert
 (bvule v13032@A (_ bv31 64)))
(assert
 (bvule v13082@A (_ bv47 64)))
(assert
 (bvule v13142@A (_ bv31 64)))
(assert
 (bvule v13192@A (_ bv47 64)))
(assert
 (bvule v13252@A (_ bv31 64)))
(assert
 (bvule v13302@A (_ bv47 64)))
(assert
 (bvule v13362@A (_ bv31 64)))
(assert
 (bvule v13412@A (_ bv47 64)))
(assert
 (bvule v13472@A (_ bv31 64)))
(assert
 (bvule v13522@A (_ bv47 64)))
(assert
 (bvule v13582@A (_ bv31 64)))
(assert
 (bvule v13632@A (_ bv47 64)))
(assert
 (bvule v13692@A (_ bv31 64)))
(assert
 (bvule v13742@A (_ bv47 64)))
(assert
 (bvule v13802@A (_ bv31 64)))
(assert
 (bvule v13852@A (_ bv47 64)))
(assert
 (bvule v13912@A (_ bv31 64)))
(assert
 (bvule v13962@A (_ bv47 64)))
(assert
 (bvule v14022@A (_ bv31 64)))
(assert
 (bvule v14072@A (_ bv47 64)))
(assert
 (bvule v14132@A (_ bv31 64)))
(assert
 (bvule v14182@A (_ bv47 64)))
(assert
 (bvule v14242@A (_ bv31 64)))
(assert
 (bvule v14292@A (_ bv47 64)))
(assert
 (bvule v14352@A (_ bv31 64)))
(assert
 (bvule v14402@A (_ bv47 64)))
(assert
 (bvule v14462@A (_ bv31 64)))
(assert
 (bvule v14512@A (_ bv47 64)))
(assert
 (bvule v14572@A (_ bv31 64)))
(assert
 (bvule v14622@A (_ bv47 64)))
(assert
 (bvule v14682@A (_ bv31 64)))
(assert
 (bvule v14732@A (_ bv47 64)))
(assert
 (bvule v14792@A (_ bv31 64)))
(assert
 (bvule v14842@A (_ bv47 64)))
(assert
 (bvule v14902@A (_ bv31 64)))
(assert
 (bvule v14952@A (_ bv47 64)))
(assert
 (bvule v15012@A (_ bv31 64)))
(assert
 (bvule v15062@A (_ bv47 64)))
(assert
 (bvule v15122@A (_ bv31 64)))
(assert
 (bvule v15172@A (_ bv47 64)))
(assert
 (bvule v15232@A (_ bv31 64)))
(assert
 (bvule v15282@A (_ bv47 64)))
(assert
 (bvule v15342@A (_ bv31 64)))
(assert
 (bvule v15392@A (_ bv47 64)))
(assert
 (bvule v15452@A (_ bv31 64)))
(assert
 (bvule v15502@A (_ bv47 64)))
(assert
 (bvule v15562@A (_ bv31 64)))
(assert
 (bvule v15612@A (_ bv47 64)))
(assert
 (bvule v15672@A (_ bv31 64)))
(assert
 (bvule v15722@A (_ bv47 64)))
(assert
 (bvule v15782@A (_ bv31 64)))
(assert
 (bvule v15832@A (_ bv47 64)))
(assert
 (bvule v15892@A (_ bv31 64)))
(assert
 (bvule v15942@A (_ bv47 64)))
(assert
 (bvule v16002@A (_ bv31 64)))
(assert
 (bvule v16052@A (_ bv47 64)))
(assert
 (bvule v16112@A (_ bv31 64)))
(assert
 (bvule v16162@A (_ bv47 64)))
(assert
 (bvule v16222@A (_ bv31 64)))
(assert
 (bvule v16272@A (_ bv47 64)))
(assert
 (bvule v16332@A (_ bv31 64)))
(assert
 (bvule v16382@A (_ bv47 64)))
(assert
 (bvule v16442@A (_ bv31 64)))
(assert
 (bvule v16492@A (_ bv47 64)))
(assert
 (bvule v16552@A (_ bv31 64)))
(assert
 (bvule v16602@A (_ bv47 64)))
(assert
 (bvule v16662@A (_ bv31 64)))
(assert
 (bvule v16712@A (_ bv47 64)))
(assert
 (bvule v16772@A (_ bv31 64)))
(assert
 (bvule v16822@A (_ bv47 64)))
(assert
 (bvule v16882@A (_ bv31 64)))
(assert
 (bvult tid.x@B (_ bv1024 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x78 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@B ?x78)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (bvule v514@B (_ bv30 64)))
(assert
 (bvule v538@B (_ bv31 64)))
(assert
 (bvule v579@B (_ bv47 64)))
(assert
 (bvule v628@B (_ bv31 64)))
(assert
 (bvule v669@B (_ bv47 64)))
(assert
 (bvule v718@B (_ bv31 64)))
(assert
 (bvule v759@B (_ bv47 64)))
(assert
 (bvule v808@B (_ bv31 64)))
(assert
 (bvule v849@B (_ bv47 64)))
(assert
 (bvule v898@B (_ bv31 64)))
(assert
 (bvule v939@B (_ bv47 64)))
(assert
 (bvule v988@B (_ bv31 64)))
(assert
 (bvule v1029@B (_ bv47 64)))
(assert
 (bvule v1078@B (_ bv31 64)))
(assert
 (bvule v1119@B (_ bv47 64)))
(assert
 (bvule v1168@B (_ bv31 64)))
(assert
 (bvule v1209@B (_ bv47 64)))
(assert
 (bvule v1258@B (_ bv31 64)))
(assert
 (bvule v1299@B (_ bv47 64)))
(assert
 (bvule v1348@B (_ bv31 64)))
(assert
 (bvule v1389@B (_ bv47 64)))
(assert
 (bvule v1438@B (_ bv31 64)))
(assert
 (bvule v1479@B (_ bv47 64)))
(assert
 (bvule v1528@B (_ bv31 64)))
(assert
 (bvule v1569@B (_ bv47 64)))
(assert
 (bvule v1618@B (_ bv31 64)))
(assert
 (bvule v1659@B (_ bv47 64)))
(assert
 (bvule v1708@B (_ bv31 64)))
(assert
 (bvule v1749@B (_ bv47 64)))
(assert
 (bvule v1798@B (_ bv31 64)))
(assert
 (bvule v1839@B (_ bv47 64)))
(assert
 (bvule v1888@B (_ bv31 64)))
(assert
 (bvule v1929@B (_ bv47 64)))
(assert
 (bvule v1978@B (_ bv31 64)))
(assert
 (bvule v2019@B (_ bv47 64)))
(assert
 (bvule v2068@B (_ bv31 64)))
(assert
 (bvule v2109@B (_ bv47 64)))
(assert
 (bvule v2158@B (_ bv31 64)))
(assert
 (bvule v2199@B (_ bv47 64)))
(assert
 (bvule v2248@B (_ bv31 64)))
(assert
 (bvule v2289@B (_ bv47 64)))
(assert
 (bvule v2338@B (_ bv31 64)))
(assert
 (bvule v2379@B (_ bv47 64)))
(assert
 (bvule v2428@B (_ bv31 64)))
(assert
 (bvule v2469@B (_ bv47 64)))
(assert
 (bvule v2518@B (_ bv31 64)))
(assert
 (bvule v2559@B (_ bv47 64)))
(assert
 (bvule v2608@B (_ bv31 64)))
(assert
 (bvule v2649@B (_ bv47 64)))
(assert
 (bvule v2698@B (_ bv31 64)))
(assert
 (bvule v2739@B (_ bv47 64)))
(assert
 (bvule v2788@B (_ bv31 64)))
(assert
 (bvule v2829@B (_ bv47 64)))
(assert
 (bvule v2878@B (_ bv31 64)))
(assert
 (bvule v2919@B (_ bv47 64)))
(assert
 (bvule v2968@B (_ bv31 64)))
(assert
 (bvule v3009@B (_ bv47 64)))
(assert
 (bvule v3058@B (_ bv31 64)))
(assert
 (bvule v3099@B (_ bv47 64)))
(assert
 (bvule v3148@B (_ bv31 64)))
(assert
 (bvule v3189@B (_ bv47 64)))
(assert
 (bvule v3238@B (_ bv31 64)))
(assert
 (bvule v3279@B (_ bv47 64)))
(assert
 (bvule v3328@B (_ bv31 64)))
(assert
 (bvule v3369@B (_ bv47 64)))
(assert
 (bvule v3418@B (_ bv31 64)))
(assert
 (bvule v3459@B (_ bv47 64)))
(assert
 (bvule v3508@B (_ bv31 64)))
(assert
 (bvule v3549@B (_ bv47 64)))
(assert
 (bvule v3598@B (_ bv31 64)))
(assert
 (bvule v3639@B (_ bv47 64)))
(assert
 (bvule v3688@B (_ bv31 64)))
(assert
 (bvule v3729@B (_ bv47 64)))
(assert
 (bvule v3778@B (_ bv31 64)))
(assert
 (bvule v3819@B (_ bv47 64)))
(assert
 (bvule v3868@B (_ bv31 64)))
(assert
 (bvule v3909@B (_ bv47 64)))
(assert
 (bvule v3958@B (_ bv31 64)))
(assert
 (bvule v3999@B (_ bv47 64)))
(assert
 (bvule v4048@B (_ bv31 64)))
(assert
 (bvule v4089@B (_ bv47 64)))
(assert
 (bvule v4138@B (_ bv31 64)))
(assert
 (bvule v4179@B (_ bv47 64)))
(assert
 (bvule v4228@B (_ bv31 64)))
(assert
 (bvule v4269@B (_ bv47 64)))
(assert
 (bvule v4318@B (_ bv31 64)))
(assert
 (bvule v4359@B (_ bv47 64)))
(assert
 (bvule v4408@B (_ bv31 64)))
(assert
 (bvule v4449@B (_ bv47 64)))
(assert
 (bvule v4498@B (_ bv31 64)))
(assert
 (bvule v4539@B (_ bv47 64)))
(assert
 (bvule v4588@B (_ bv31 64)))
(assert
 (bvule v4629@B (_ bv47 64)))
(assert
 (bvule v4678@B (_ bv31 64)))
(assert
 (bvule v4719@B (_ bv47 64)))
(assert
 (bvule v4768@B (_ bv31 64)))
(assert
 (bvule v4809@B (_ bv47 64)))
(assert
 (bvule v4858@B (_ bv31 64)))
(assert
 (bvule v4937@B (_ bv47 64)))
(assert
 (bvule v5028@B (_ bv31 64)))
(assert
 (bvule v6119@B (_ bv30 64)))
(assert
 (bvule v6166@B (_ bv47 64)))
(assert
 (bvule v6227@B (_ bv31 64)))
(assert
 (bvule v6278@B (_ bv47 64)))
(assert
 (bvule v6339@B (_ bv31 64)))
(assert
 (bvule v6390@B (_ bv47 64)))
(assert
 (bvule v6451@B (_ bv31 64)))
(assert
 (bvule v6502@B (_ bv47 64)))
(assert
 (bvule v6563@B (_ bv31 64)))
(assert
 (bvule v6614@B (_ bv47 64)))
(assert
 (bvule v6675@B (_ bv31 64)))
(assert
 (bvule v6726@B (_ bv47 64)))
(assert
 (bvule v6787@B (_ bv31 64)))
(assert
 (bvule v6838@B (_ bv47 64)))
(assert
 (bvule v6899@B (_ bv31 64)))
(assert
 (bvule v6950@B (_ bv47 64)))
(assert
 (bvule v7011@B (_ bv31 64)))
(assert
 (bvule v7062@B (_ bv47 64)))
(assert
 (bvule v7123@B (_ bv31 64)))
(assert
 (bvule v7174@B (_ bv47 64)))
(assert
 (bvule v7235@B (_ bv31 64)))
(assert
 (bvule v7286@B (_ bv47 64)))
(assert
 (bvule v7347@B (_ bv31 64)))
(assert
 (bvule v7398@B (_ bv47 64)))
(assert
 (bvule v7459@B (_ bv31 64)))
(assert
 (bvule v7510@B (_ bv47 64)))
(assert
 (bvule v7571@B (_ bv31 64)))
(assert
 (bvule v7622@B (_ bv47 64)))
(assert
 (bvule v7683@B (_ bv31 64)))
(assert
 (bvule v7734@B (_ bv47 64)))
(assert
 (bvule v7795@B (_ bv31 64)))
(assert
 (bvule v7846@B (_ bv47 64)))
(assert
 (bvule v7907@B (_ bv31 64)))
(assert
 (bvule v7958@B (_ bv47 64)))
(assert
 (bvule v8019@B (_ bv31 64)))
(assert
 (bvule v8070@B (_ bv47 64)))
(assert
 (bvule v8131@B (_ bv31 64)))
(assert
 (bvule v8182@B (_ bv47 64)))
(assert
 (bvule v8243@B (_ bv31 64)))
(assert
 (bvule v8294@B (_ bv47 64)))
(assert
 (bvule v8355@B (_ bv31 64)))
(assert
 (bvule v8406@B (_ bv47 64)))
(assert
 (bvule v8467@B (_ bv31 64)))
(assert
 (bvule v8518@B (_ bv47 64)))
(assert
 (bvule v8579@B (_ bv31 64)))
(assert
 (bvule v8630@B (_ bv47 64)))
(assert
 (bvule v8691@B (_ bv31 64)))
(assert
 (bvule v8742@B (_ bv47 64)))
(assert
 (bvule v8803@B (_ bv31 64)))
(assert
 (bvule v8854@B (_ bv47 64)))
(assert
 (bvule v8915@B (_ bv31 64)))
(assert
 (bvule v8966@B (_ bv47 64)))
(assert
 (bvule v9027@B (_ bv31 64)))
(assert
 (bvule v9078@B (_ bv47 64)))
(assert
 (bvule v9139@B (_ bv31 64)))
(assert
 (bvule v9190@B (_ bv47 64)))
(assert
 (bvule v9251@B (_ bv31 64)))
(assert
 (bvule v9302@B (_ bv47 64)))
(assert
 (bvule v9363@B (_ bv31 64)))
(assert
 (bvule v9414@B (_ bv47 64)))
(assert
 (bvule v9475@B (_ bv31 64)))
(assert
 (bvule v9526@B (_ bv47 64)))
(assert
 (bvule v9587@B (_ bv31 64)))
(assert
 (bvule v9638@B (_ bv47 64)))
(assert
 (bvule v9699@B (_ bv31 64)))
(assert
 (bvule v9750@B (_ bv47 64)))
(assert
 (bvule v9811@B (_ bv31 64)))
(assert
 (bvule v9862@B (_ bv47 64)))
(assert
 (bvule v9923@B (_ bv31 64)))
(assert
 (bvule v9974@B (_ bv47 64)))
(assert
 (bvule v10035@B (_ bv31 64)))
(assert
 (bvule v10086@B (_ bv47 64)))
(assert
 (bvule v10147@B (_ bv31 64)))
(assert
 (bvule v10198@B (_ bv47 64)))
(assert
 (bvule v10259@B (_ bv31 64)))
(assert
 (bvule v10310@B (_ bv47 64)))
(assert
 (bvule v10371@B (_ bv31 64)))
(assert
 (bvule v10422@B (_ bv47 64)))
(assert
 (bvule v10483@B (_ bv31 64)))
(assert
 (bvule v10534@B (_ bv47 64)))
(assert
 (bvule v10595@B (_ bv31 64)))
(assert
 (bvule v10646@B (_ bv47 64)))
(assert
 (bvule v10707@B (_ bv31 64)))
(assert
 (bvule v10758@B (_ bv47 64)))
(assert
 (bvule v10819@B (_ bv31 64)))
(assert
 (bvule v10870@B (_ bv47 64)))
(assert
 (bvule v10931@B (_ bv31 64)))
(assert
 (bvule v10982@B (_ bv47 64)))
(assert
 (bvule v11043@B (_ bv31 64)))
(assert
 (bvule v11094@B (_ bv47 64)))
(assert
 (bvule v11155@B (_ bv31 64)))
(assert
 (bvule v11206@B (_ bv47 64)))
(assert
 (bvule v11267@B (_ bv31 64)))
(assert
 (bvule v11318@B (_ bv47 64)))
(assert
 (bvule v11379@B (_ bv31 64)))
(assert
 (bvule v11430@B (_ bv47 64)))
(assert
 (bvule v11491@B (_ bv31 64)))
(assert
 (bvule v11541@B (_ bv47 64)))
(assert
 (bvule v11600@B (_ bv31 64)))
(assert
 (bvule v11652@B (_ bv47 64)))
(assert
 (bvule v11712@B (_ bv31 64)))
(assert
 (bvule v11762@B (_ bv47 64)))
(assert
 (bvule v11822@B (_ bv31 64)))
(assert
 (bvule v11872@B (_ bv47 64)))
(assert
 (bvule v11932@B (_ bv31 64)))
(assert
 (bvule v11982@B (_ bv47 64)))
(assert
 (bvule v12042@B (_ bv31 64)))
(assert
 (bvule v12092@B (_ bv47 64)))
(assert
 (bvule v12152@B (_ bv31 64)))
(assert
 (bvule v12202@B (_ bv47 64)))
(assert
 (bvule v12262@B (_ bv31 64)))
(assert
 (bvule v12312@B (_ bv47 64)))
(assert
 (bvule v12372@B (_ bv31 64)))
(assert
 (bvule v12422@B (_ bv47 64)))
(assert
 (bvule v12482@B (_ bv31 64)))
(assert
 (bvule v12532@B (_ bv47 64)))
(assert
 (bvule v12592@B (_ bv31 64)))
(assert
 (bvule v12642@B (_ bv47 64)))
(assert
 (bvule v12702@B (_ bv31 64)))
(assert
 (bvule v12752@B (_ bv47 64)))
(assert
 (bvule v12812@B (_ bv31 64)))
(assert
 (bvule v12862@B (_ bv47 64)))
(assert
 (bvule v12922@B (_ bv31 64)))
(assert
 (bvule v12972@B (_ bv47 64)))
(assert
 (bvule v13032@B (_ bv31 64)))
(assert
 (bvule v13082@B (_ bv47 64)))
(assert
 (bvule v13142@B (_ bv31 64)))
(assert
 (bvule v13192@B (_ bv47 64)))
(assert
 (bvule v13252@B (_ bv31 64)))
(assert
 (bvule v13302@B (_ bv47 64)))
(assert
 (bvule v13362@B (_ bv31 64)))
(assert
 (bvule v13412@B (_ bv47 64)))
(assert
 (bvule v13472@B (_ bv31 64)))
(assert
 (bvule v13522@B (_ bv47 64)))
(assert
 (bvule v13582@B (_ bv31 64)))
(assert
 (bvule v13632@B (_ bv47 64)))
(assert
 (bvule v13692@B (_ bv31 64)))
(assert
 (bvule v13742@B (_ bv47 64)))
(assert
 (bvule v13802@B (_ bv31 64)))
(assert
 (bvule v13852@B (_ bv47 64)))
(assert
 (bvule v13912@B (_ bv31 64)))
(assert
 (bvule v13962@B (_ bv47 64)))
(assert
 (bvule v14022@B (_ bv31 64)))
(assert
 (bvule v14072@B (_ bv47 64)))
(assert
 (bvule v14132@B (_ bv31 64)))
(assert
 (bvule v14182@B (_ bv47 64)))
(assert
 (bvule v14242@B (_ bv31 64)))
(assert
 (bvule v14292@B (_ bv47 64)))
(assert
 (bvule v14352@B (_ bv31 64)))
(assert
 (bvule v14402@B (_ bv47 64)))
(assert
 (bvule v14462@B (_ bv31 64)))
(assert
 (bvule v14512@B (_ bv47 64)))
(assert
 (bvule v14572@B (_ bv31 64)))
(assert
 (bvule v14622@B (_ bv47 64)))
(assert
 (bvule v14682@B (_ bv31 64)))
(assert
 (bvule v14732@B (_ bv47 64)))
(assert
 (bvule v14792@B (_ bv31 64)))
(assert
 (bvule v14842@B (_ bv47 64)))
(assert
 (bvule v14902@B (_ bv31 64)))
(assert
 (bvule v14952@B (_ bv47 64)))
(assert
 (bvule v15012@B (_ bv31 64)))
(assert
 (bvule v15062@B (_ bv47 64)))
(assert
 (bvule v15122@B (_ bv31 64)))
(assert
 (bvule v15172@B (_ bv47 64)))
(assert
 (bvule v15232@B (_ bv31 64)))
(assert
 (bvule v15282@B (_ bv47 64)))
(assert
 (bvule v15342@B (_ bv31 64)))
(assert
 (bvule v15392@B (_ bv47 64)))
(assert
 (bvule v15452@B (_ bv31 64)))
(assert
 (bvule v15502@B (_ bv47 64)))
(assert
 (bvule v15562@B (_ bv31 64)))
(assert
 (bvule v15612@B (_ bv47 64)))
(assert
 (bvule v15672@B (_ bv31 64)))
(assert
 (bvule v15722@B (_ bv47 64)))
(assert
 (bvule v15782@B (_ bv31 64)))
(assert
 (bvule v15832@B (_ bv47 64)))
(assert
 (bvule v15892@B (_ bv31 64)))
(assert
 (bvule v15942@B (_ bv47 64)))
(assert
 (bvule v16002@B (_ bv31 64)))
(assert
 (bvule v16052@B (_ bv47 64)))
(assert
 (bvule v16112@B (_ bv31 64)))
(assert
 (bvule v16162@B (_ bv47 64)))
(assert
 (bvule v16222@B (_ bv31 64)))
(assert
 (bvule v16272@B (_ bv47 64)))
(assert
 (bvule v16332@B (_ bv31 64)))
(assert
 (bvule v16382@B (_ bv47 64)))
(assert
 (bvule v16442@B (_ bv31 64)))
(assert
 (bvule v16492@B (_ bv47 64)))
(assert
 (bvule v16552@B (_ bv31 64)))
(assert
 (bvule v16602@B (_ bv47 64)))
(assert
 (bvule v16662@B (_ bv31 64)))
(assert
 (bvule v16712@B (_ bv47 64)))
(assert
 (bvule v16772@B (_ bv31 64)))
(assert
 (bvule v16822@B (_ bv47 64)))
(assert
 (bvule v16882@B (_ bv31 64)))
(check-sat)
