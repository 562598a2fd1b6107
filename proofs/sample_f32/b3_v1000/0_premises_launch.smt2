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
(declare-fun v44@A () (_ BitVec 64))
(declare-fun v68@A () (_ BitVec 64))
(declare-fun v109@A () (_ BitVec 64))
(declare-fun v158@A () (_ BitVec 64))
(declare-fun v199@A () (_ BitVec 64))
(declare-fun v248@A () (_ BitVec 64))
(declare-fun v289@A () (_ BitVec 64))
(declare-fun v338@A () (_ BitVec 64))
(declare-fun v379@A () (_ BitVec 64))
(declare-fun v428@A () (_ BitVec 64))
(declare-fun v469@A () (_ BitVec 64))
(declare-fun v518@A () (_ BitVec 64))
(declare-fun v559@A () (_ BitVec 64))
(declare-fun v608@A () (_ BitVec 64))
(declare-fun v649@A () (_ BitVec 64))
(declare-fun v698@A () (_ BitVec 64))
(declare-fun v739@A () (_ BitVec 64))
(declare-fun v788@A () (_ BitVec 64))
(declare-fun v829@A () (_ BitVec 64))
(declare-fun v878@A () (_ BitVec 64))
(declare-fun v919@A () (_ BitVec 64))
(declare-fun v968@A () (_ BitVec 64))
(declare-fun v1009@A () (_ BitVec 64))
(declare-fun v1058@A () (_ BitVec 64))
(declare-fun v1099@A () (_ BitVec 64))
(declare-fun v1148@A () (_ BitVec 64))
(declare-fun v1189@A () (_ BitVec 64))
(declare-fun v1238@A () (_ BitVec 64))
(declare-fun v1279@A () (_ BitVec 64))
(declare-fun v1328@A () (_ BitVec 64))
(declare-fun v1369@A () (_ BitVec 64))
(declare-fun v1418@A () (_ BitVec 64))
(declare-fun v1459@A () (_ BitVec 64))
(declare-fun v1508@A () (_ BitVec 64))
(declare-fun v1549@A () (_ BitVec 64))
(declare-fun v1598@A () (_ BitVec 64))
(declare-fun v1639@A () (_ BitVec 64))
(declare-fun v1688@A () (_ BitVec 64))
(declare-fun v1729@A () (_ BitVec 64))
(declare-fun v1778@A () (_ BitVec 64))
(declare-fun v1819@A () (_ BitVec 64))
(declare-fun v1868@A () (_ BitVec 64))
(declare-fun v1909@A () (_ BitVec 64))
(declare-fun v1958@A () (_ BitVec 64))
(declare-fun v1999@A () (_ BitVec 64))
(declare-fun v2048@A () (_ BitVec 64))
(declare-fun v2089@A () (_ BitVec 64))
(declare-fun v2138@A () (_ BitVec 64))
(declare-fun v2179@A () (_ BitVec 64))
(declare-fun v2228@A () (_ BitVec 64))
(declare-fun v2269@A () (_ BitVec 64))
(declare-fun v2318@A () (_ BitVec 64))
(declare-fun v2359@A () (_ BitVec 64))
(declare-fun v2408@A () (_ BitVec 64))
(declare-fun v2449@A () (_ BitVec 64))
(declare-fun v2498@A () (_ BitVec 64))
(declare-fun v2539@A () (_ BitVec 64))
(declare-fun v2588@A () (_ BitVec 64))
(declare-fun v2629@A () (_ BitVec 64))
(declare-fun v2678@A () (_ BitVec 64))
(declare-fun v2719@A () (_ BitVec 64))
(declare-fun v2768@A () (_ BitVec 64))
(declare-fun v2809@A () (_ BitVec 64))
(declare-fun v2858@A () (_ BitVec 64))
(declare-fun v2899@A () (_ BitVec 64))
(declare-fun v2948@A () (_ BitVec 64))
(declare-fun v2989@A () (_ BitVec 64))
(declare-fun v3038@A () (_ BitVec 64))
(declare-fun v3079@A () (_ BitVec 64))
(declare-fun v3128@A () (_ BitVec 64))
(declare-fun v3169@A () (_ BitVec 64))
(declare-fun v3218@A () (_ BitVec 64))
(declare-fun v3259@A () (_ BitVec 64))
(declare-fun v3308@A () (_ BitVec 64))
(declare-fun v3349@A () (_ BitVec 64))
(declare-fun v3398@A () (_ BitVec 64))
(declare-fun v3439@A () (_ BitVec 64))
(declare-fun v3488@A () (_ BitVec 64))
(declare-fun v3529@A () (_ BitVec 64))
(declare-fun v3578@A () (_ BitVec 64))
(declare-fun v3619@A () (_ BitVec 64))
(declare-fun v3668@A () (_ BitVec 64))
(declare-fun v3709@A () (_ BitVec 64))
(declare-fun v3758@A () (_ BitVec 64))
(declare-fun v3799@A () (_ BitVec 64))
(declare-fun v3848@A () (_ BitVec 64))
(declare-fun v3889@A () (_ BitVec 64))
(declare-fun v3938@A () (_ BitVec 64))
(declare-fun v3979@A () (_ BitVec 64))
(declare-fun v4028@A () (_ BitVec 64))
(declare-fun v4069@A () (_ BitVec 64))
(declare-fun v4118@A () (_ BitVec 64))
(declare-fun v4159@A () (_ BitVec 64))
(declare-fun v4208@A () (_ BitVec 64))
(declare-fun v4249@A () (_ BitVec 64))
(declare-fun v4298@A () (_ BitVec 64))
(declare-fun v4339@A () (_ BitVec 64))
(declare-fun v4388@A () (_ BitVec 64))
(declare-fun v4467@A () (_ BitVec 64))
(declare-fun v4558@A () (_ BitVec 64))
(declare-fun v4615@A () (_ BitVec 64))
(declare-fun v4662@A () (_ BitVec 64))
(declare-fun v4723@A () (_ BitVec 64))
(declare-fun v4774@A () (_ BitVec 64))
(declare-fun v4835@A () (_ BitVec 64))
(declare-fun v4886@A () (_ BitVec 64))
(declare-fun v4947@A () (_ BitVec 64))
(declare-fun v4998@A () (_ BitVec 64))
(declare-fun v5059@A () (_ BitVec 64))
(declare-fun v5110@A () (_ BitVec 64))
(declare-fun v5171@A () (_ BitVec 64))
(declare-fun v5222@A () (_ BitVec 64))
(declare-fun v5283@A () (_ BitVec 64))
(declare-fun v5334@A () (_ BitVec 64))
(declare-fun v5395@A () (_ BitVec 64))
(declare-fun v5446@A () (_ BitVec 64))
(declare-fun v5507@A () (_ BitVec 64))
(declare-fun v5558@A () (_ BitVec 64))
(declare-fun v5619@A () (_ BitVec 64))
(declare-fun v5670@A () (_ BitVec 64))
(declare-fun v5731@A () (_ BitVec 64))
(declare-fun v5782@A () (_ BitVec 64))
(declare-fun v5843@A () (_ BitVec 64))
(declare-fun v5894@A () (_ BitVec 64))
(declare-fun v5955@A () (_ BitVec 64))
(declare-fun v6006@A () (_ BitVec 64))
(declare-fun v6067@A () (_ BitVec 64))
(declare-fun v6118@A () (_ BitVec 64))
(declare-fun v6179@A () (_ BitVec 64))
(declare-fun v6230@A () (_ BitVec 64))
(declare-fun v6291@A () (_ BitVec 64))
(declare-fun v6342@A () (_ BitVec 64))
(declare-fun v6403@A () (_ BitVec 64))
(declare-fun v6454@A () (_ BitVec 64))
(declare-fun v6515@A () (_ BitVec 64))
(declare-fun v6566@A () (_ BitVec 64))
(declare-fun v6627@A () (_ BitVec 64))
(declare-fun v6678@A () (_ BitVec 64))
(declare-fun v6739@A () (_ BitVec 64))
(declare-fun v6790@A () (_ BitVec 64))
(declare-fun v6851@A () (_ BitVec 64))
(declare-fun v6902@A () (_ BitVec 64))
(declare-fun v6963@A () (_ BitVec 64))
(declare-fun v7014@A () (_ BitVec 64))
(declare-fun v7075@A () (_ BitVec 64))
(declare-fun v7126@A () (_ BitVec 64))
(declare-fun v7187@A () (_ BitVec 64))
(declare-fun v7238@A () (_ BitVec 64))
(declare-fun v7299@A () (_ BitVec 64))
(declare-fun v7350@A () (_ BitVec 64))
(declare-fun v7411@A () (_ BitVec 64))
(declare-fun v7462@A () (_ BitVec 64))
(declare-fun v7523@A () (_ BitVec 64))
(declare-fun v7574@A () (_ BitVec 64))
(declare-fun v7635@A () (_ BitVec 64))
(declare-fun v7686@A () (_ BitVec 64))
(declare-fun v7747@A () (_ BitVec 64))
(declare-fun v7798@A () (_ BitVec 64))
(declare-fun v7859@A () (_ BitVec 64))
(declare-fun v7910@A () (_ BitVec 64))
(declare-fun v7971@A () (_ BitVec 64))
(declare-fun v8022@A () (_ BitVec 64))
(declare-fun v8083@A () (_ BitVec 64))
(declare-fun v8134@A () (_ BitVec 64))
(declare-fun v8195@A () (_ BitVec 64))
(declare-fun v8246@A () (_ BitVec 64))
(declare-fun v8307@A () (_ BitVec 64))
(declare-fun v8358@A () (_ BitVec 64))
(declare-fun v8419@A () (_ BitVec 64))
(declare-fun v8470@A () (_ BitVec 64))
(declare-fun v8531@A () (_ BitVec 64))
(declare-fun v8582@A () (_ BitVec 64))
(declare-fun v8643@A () (_ BitVec 64))
(declare-fun v8694@A () (_ BitVec 64))
(declare-fun v8755@A () (_ BitVec 64))
(declare-fun v8806@A () (_ BitVec 64))
(declare-fun v8867@A () (_ BitVec 64))
(declare-fun v8918@A () (_ BitVec 64))
(declare-fun v8979@A () (_ BitVec 64))
(declare-fun v9030@A () (_ BitVec 64))
(declare-fun v9091@A () (_ BitVec 64))
(declare-fun v9142@A () (_ BitVec 64))
(declare-fun v9203@A () (_ BitVec 64))
(declare-fun v9254@A () (_ BitVec 64))
(declare-fun v9315@A () (_ BitVec 64))
(declare-fun v9366@A () (_ BitVec 64))
(declare-fun v9427@A () (_ BitVec 64))
(declare-fun v9478@A () (_ BitVec 64))
(declare-fun v9539@A () (_ BitVec 64))
(declare-fun v9590@A () (_ BitVec 64))
(declare-fun v9651@A () (_ BitVec 64))
(declare-fun v9702@A () (_ BitVec 64))
(declare-fun v9763@A () (_ BitVec 64))
(declare-fun v9814@A () (_ BitVec 64))
(declare-fun v9875@A () (_ BitVec 64))
(declare-fun v9926@A () (_ BitVec 64))
(declare-fun v9987@A () (_ BitVec 64))
(declare-fun v10037@A () (_ BitVec 64))
(declare-fun v10096@A () (_ BitVec 64))
(declare-fun v10148@A () (_ BitVec 64))
(declare-fun v10208@A () (_ BitVec 64))
(declare-fun v10258@A () (_ BitVec 64))
(declare-fun v10318@A () (_ BitVec 64))
(declare-fun v10368@A () (_ BitVec 64))
(declare-fun v10428@A () (_ BitVec 64))
(declare-fun v10478@A () (_ BitVec 64))
(declare-fun v10538@A () (_ BitVec 64))
(declare-fun v10588@A () (_ BitVec 64))
(declare-fun v10648@A () (_ BitVec 64))
(declare-fun v10698@A () (_ BitVec 64))
(declare-fun v10758@A () (_ BitVec 64))
(declare-fun v10808@A () (_ BitVec 64))
(declare-fun v10868@A () (_ BitVec 64))
(declare-fun v10918@A () (_ BitVec 64))
(declare-fun v10978@A () (_ BitVec 64))
(declare-fun v11028@A () (_ BitVec 64))
(declare-fun v11088@A () (_ BitVec 64))
(declare-fun v11138@A () (_ BitVec 64))
(declare-fun v11198@A () (_ BitVec 64))
(declare-fun v11248@A () (_ BitVec 64))
(declare-fun v11308@A () (_ BitVec 64))
(declare-fun v11358@A () (_ BitVec 64))
(declare-fun v11418@A () (_ BitVec 64))
(declare-fun v11468@A () (_ BitVec 64))
(declare-fun v11528@A () (_ BitVec 64))
(declare-fun v11578@A () (_ BitVec 64))
(declare-fun v11638@A () (_ BitVec 64))
(declare-fun v11688@A () (_ BitVec 64))
(declare-fun v11748@A () (_ BitVec 64))
(declare-fun v11798@A () (_ BitVec 64))
(declare-fun v11858@A () (_ BitVec 64))
(declare-fun v11908@A () (_ BitVec 64))
(declare-fun v11968@A () (_ BitVec 64))
(declare-fun v12018@A () (_ BitVec 64))
(declare-fun v12078@A () (_ BitVec 64))
(declare-fun v12128@A () (_ BitVec 64))
(declare-fun v12188@A () (_ BitVec 64))
(declare-fun v12238@A () (_ BitVec 64))
(declare-fun v12298@A () (_ BitVec 64))
(declare-fun v12348@A () (_ BitVec 64))
(declare-fun v12408@A () (_ BitVec 64))
(declare-fun v12458@A () (_ BitVec 64))
(declare-fun v12518@A () (_ BitVec 64))
(declare-fun v12568@A () (_ BitVec 64))
(declare-fun v12628@A () (_ BitVec 64))
(declare-fun v12678@A () (_ BitVec 64))
(declare-fun v12738@A () (_ BitVec 64))
(declare-fun v12788@A () (_ BitVec 64))
(declare-fun v12848@A () (_ BitVec 64))
(declare-fun v12898@A () (_ BitVec 64))
(declare-fun v12958@A () (_ BitVec 64))
(declare-fun v13008@A () (_ BitVec 64))
(declare-fun v13068@A () (_ BitVec 64))
(declare-fun v13118@A () (_ BitVec 64))
(declare-fun v13178@A () (_ BitVec 64))
(declare-fun v13228@A () (_ BitVec 64))
(declare-fun v13288@A () (_ BitVec 64))
(declare-fun v13338@A () (_ BitVec 64))
(declare-fun v13398@A () (_ BitVec 64))
(declare-fun v13448@A () (_ BitVec 64))
(declare-fun v13508@A () (_ BitVec 64))
(declare-fun v13558@A () (_ BitVec 64))
(declare-fun v13618@A () (_ BitVec 64))
(declare-fun v13668@A () (_ BitVec 64))
(declare-fun v13728@A () (_ BitVec 64))
(declare-fun v13778@A () (_ BitVec 64))
(declare-fun v13838@A () (_ BitVec 64))
(declare-fun v13888@A () (_ BitVec 64))
(declare-fun v13948@A () (_ BitVec 64))
(declare-fun v13998@A () (_ BitVec 64))
(declare-fun v14058@A () (_ BitVec 64))
(declare-fun v14108@A () (_ BitVec 64))
(declare-fun v14168@A () (_ BitVec 64))
(declare-fun v14218@A () (_ BitVec 64))
(declare-fun v14278@A () (_ BitVec 64))
(declare-fun v14328@A () (_ BitVec 64))
(declare-fun v14388@A () (_ BitVec 64))
(declare-fun v14438@A () (_ BitVec 64))
(declare-fun v14498@A () (_ BitVec 64))
(declare-fun v14548@A () (_ BitVec 64))
(declare-fun v14608@A () (_ BitVec 64))
(declare-fun v14658@A () (_ BitVec 64))
(declare-fun v14718@A () (_ BitVec 64))
(declare-fun v14768@A () (_ BitVec 64))
(declare-fun v14828@A () (_ BitVec 64))
(declare-fun v14878@A () (_ BitVec 64))
(declare-fun v14938@A () (_ BitVec 64))
(declare-fun v14988@A () (_ BitVec 64))
(declare-fun v15048@A () (_ BitVec 64))
(declare-fun v15098@A () (_ BitVec 64))
(declare-fun v15158@A () (_ BitVec 64))
(declare-fun v15208@A () (_ BitVec 64))
(declare-fun v15268@A () (_ BitVec 64))
(declare-fun v15318@A () (_ BitVec 64))
(declare-fun v15378@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v44@B () (_ BitVec 64))
(declare-fun v68@B () (_ BitVec 64))
(declare-fun v109@B () (_ BitVec 64))
(declare-fun v158@B () (_ BitVec 64))
(declare-fun v199@B () (_ BitVec 64))
(declare-fun v248@B () (_ BitVec 64))
(declare-fun v289@B () (_ BitVec 64))
(declare-fun v338@B () (_ BitVec 64))
(declare-fun v379@B () (_ BitVec 64))
(declare-fun v428@B () (_ BitVec 64))
(declare-fun v469@B () (_ BitVec 64))
(declare-fun v518@B () (_ BitVec 64))
(declare-fun v559@B () (_ BitVec 64))
(declare-fun v608@B () (_ BitVec 64))
(declare-fun v649@B () (_ BitVec 64))
(declare-fun v698@B () (_ BitVec 64))
(declare-fun v739@B () (_ BitVec 64))
(declare-fun v788@B () (_ BitVec 64))
(declare-fun v829@B () (_ BitVec 64))
(declare-fun v878@B () (_ BitVec 64))
(declare-fun v919@B () (_ BitVec 64))
(declare-fun v968@B () (_ BitVec 64))
(declare-fun v1009@B () (_ BitVec 64))
(declare-fun v1058@B () (_ BitVec 64))
(declare-fun v1099@B () (_ BitVec 64))
(declare-fun v1148@B () (_ BitVec 64))
(declare-fun v1189@B () (_ BitVec 64))
(declare-fun v1238@B () (_ BitVec 64))
(declare-fun v1279@B () (_ BitVec 64))
(declare-fun v1328@B () (_ BitVec 64))
(declare-fun v1369@B () (_ BitVec 64))
(declare-fun v1418@B () (_ BitVec 64))
(declare-fun v1459@B () (_ BitVec 64))
(declare-fun v1508@B () (_ BitVec 64))
(declare-fun v1549@B () (_ BitVec 64))
(declare-fun v1598@B () (_ BitVec 64))
(declare-fun v1639@B () (_ BitVec 64))
(declare-fun v1688@B () (_ BitVec 64))
(declare-fun v1729@B () (_ BitVec 64))
(declare-fun v1778@B () (_ BitVec 64))
(declare-fun v1819@B () (_ BitVec 64))
(declare-fun v1868@B () (_ BitVec 64))
(declare-fun v1909@B () (_ BitVec 64))
(declare-fun v1958@B () (_ BitVec 64))
(declare-fun v1999@B () (_ BitVec 64))
(declare-fun v2048@B () (_ BitVec 64))
(declare-fun v2089@B () (_ BitVec 64))
(declare-fun v2138@B () (_ BitVec 64))
(declare-fun v2179@B () (_ BitVec 64))
(declare-fun v2228@B () (_ BitVec 64))
(declare-fun v2269@B () (_ BitVec 64))
(declare-fun v2318@B () (_ BitVec 64))
(declare-fun v2359@B () (_ BitVec 64))
(declare-fun v2408@B () (_ BitVec 64))
(declare-fun v2449@B () (_ BitVec 64))
(declare-fun v2498@B () (_ BitVec 64))
(declare-fun v2539@B () (_ BitVec 64))
(declare-fun v2588@B () (_ BitVec 64))
(declare-fun v2629@B () (_ BitVec 64))
(declare-fun v2678@B () (_ BitVec 64))
(declare-fun v2719@B () (_ BitVec 64))
(declare-fun v2768@B () (_ BitVec 64))
(declare-fun v2809@B () (_ BitVec 64))
(declare-fun v2858@B () (_ BitVec 64))
(declare-fun v2899@B () (_ BitVec 64))
(declare-fun v2948@B () (_ BitVec 64))
(declare-fun v2989@B () (_ BitVec 64))
(declare-fun v3038@B () (_ BitVec 64))
(declare-fun v3079@B () (_ BitVec 64))
(declare-fun v3128@B () (_ BitVec 64))
(declare-fun v3169@B () (_ BitVec 64))
(declare-fun v3218@B () (_ BitVec 64))
(declare-fun v3259@B () (_ BitVec 64))
(declare-fun v3308@B () (_ BitVec 64))
(declare-fun v3349@B () (_ BitVec 64))
(declare-fun v3398@B () (_ BitVec 64))
(declare-fun v3439@B () (_ BitVec 64))
(declare-fun v3488@B () (_ BitVec 64))
(declare-fun v3529@B () (_ BitVec 64))
(declare-fun v3578@B () (_ BitVec 64))
(declare-fun v3619@B () (_ BitVec 64))
(declare-fun v3668@B () (_ BitVec 64))
(declare-fun v3709@B () (_ BitVec 64))
(declare-fun v3758@B () (_ BitVec 64))
(declare-fun v3799@B () (_ BitVec 64))
(declare-fun v3848@B () (_ BitVec 64))
(declare-fun v3889@B () (_ BitVec 64))
(declare-fun v3938@B () (_ BitVec 64))
(declare-fun v3979@B () (_ BitVec 64))
(declare-fun v4028@B () (_ BitVec 64))
(declare-fun v4069@B () (_ BitVec 64))
(declare-fun v4118@B () (_ BitVec 64))
(declare-fun v4159@B () (_ BitVec 64))
(declare-fun v4208@B () (_ BitVec 64))
(declare-fun v4249@B () (_ BitVec 64))
(declare-fun v4298@B () (_ BitVec 64))
(declare-fun v4339@B () (_ BitVec 64))
(declare-fun v4388@B () (_ BitVec 64))
(declare-fun v4467@B () (_ BitVec 64))
(declare-fun v4558@B () (_ BitVec 64))
(declare-fun v4615@B () (_ BitVec 64))
(declare-fun v4662@B () (_ BitVec 64))
(declare-fun v4723@B () (_ BitVec 64))
(declare-fun v4774@B () (_ BitVec 64))
(declare-fun v4835@B () (_ BitVec 64))
(declare-fun v4886@B () (_ BitVec 64))
(declare-fun v4947@B () (_ BitVec 64))
(declare-fun v4998@B () (_ BitVec 64))
(declare-fun v5059@B () (_ BitVec 64))
(declare-fun v5110@B () (_ BitVec 64))
(declare-fun v5171@B () (_ BitVec 64))
(declare-fun v5222@B () (_ BitVec 64))
(declare-fun v5283@B () (_ BitVec 64))
(declare-fun v5334@B () (_ BitVec 64))
(declare-fun v5395@B () (_ BitVec 64))
(declare-fun v5446@B () (_ BitVec 64))
(declare-fun v5507@B () (_ BitVec 64))
(declare-fun v5558@B () (_ BitVec 64))
(declare-fun v5619@B () (_ BitVec 64))
(declare-fun v5670@B () (_ BitVec 64))
(declare-fun v5731@B () (_ BitVec 64))
(declare-fun v5782@B () (_ BitVec 64))
(declare-fun v5843@B () (_ BitVec 64))
(declare-fun v5894@B () (_ BitVec 64))
(declare-fun v5955@B () (_ BitVec 64))
(declare-fun v6006@B () (_ BitVec 64))
(declare-fun v6067@B () (_ BitVec 64))
(declare-fun v6118@B () (_ BitVec 64))
(declare-fun v6179@B () (_ BitVec 64))
(declare-fun v6230@B () (_ BitVec 64))
(declare-fun v6291@B () (_ BitVec 64))
(declare-fun v6342@B () (_ BitVec 64))
(declare-fun v6403@B () (_ BitVec 64))
(declare-fun v6454@B () (_ BitVec 64))
(declare-fun v6515@B () (_ BitVec 64))
(declare-fun v6566@B () (_ BitVec 64))
(declare-fun v6627@B () (_ BitVec 64))
(declare-fun v6678@B () (_ BitVec 64))
(declare-fun v6739@B () (_ BitVec 64))
(declare-fun v6790@B () (_ BitVec 64))
(declare-fun v6851@B () (_ BitVec 64))
(declare-fun v6902@B () (_ BitVec 64))
(declare-fun v6963@B () (_ BitVec 64))
(declare-fun v7014@B () (_ BitVec 64))
(declare-fun v7075@B () (_ BitVec 64))
(declare-fun v7126@B () (_ BitVec 64))
(declare-fun v7187@B () (_ BitVec 64))
(declare-fun v7238@B () (_ BitVec 64))
(declare-fun v7299@B () (_ BitVec 64))
(declare-fun v7350@B () (_ BitVec 64))
(declare-fun v7411@B () (_ BitVec 64))
(declare-fun v7462@B () (_ BitVec 64))
(declare-fun v7523@B () (_ BitVec 64))
(declare-fun v7574@B () (_ BitVec 64))
(declare-fun v7635@B () (_ BitVec 64))
(declare-fun v7686@B () (_ BitVec 64))
(declare-fun v7747@B () (_ BitVec 64))
(declare-fun v7798@B () (_ BitVec 64))
(declare-fun v7859@B () (_ BitVec 64))
(declare-fun v7910@B () (_ BitVec 64))
(declare-fun v7971@B () (_ BitVec 64))
(declare-fun v8022@B () (_ BitVec 64))
(declare-fun v8083@B () (_ BitVec 64))
(declare-fun v8134@B () (_ BitVec 64))
(declare-fun v8195@B () (_ BitVec 64))
(declare-fun v8246@B () (_ BitVec 64))
(declare-fun v8307@B () (_ BitVec 64))
(declare-fun v8358@B () (_ BitVec 64))
(declare-fun v8419@B () (_ BitVec 64))
(declare-fun v8470@B () (_ BitVec 64))
(declare-fun v8531@B () (_ BitVec 64))
(declare-fun v8582@B () (_ BitVec 64))
(declare-fun v8643@B () (_ BitVec 64))
(declare-fun v8694@B () (_ BitVec 64))
(declare-fun v8755@B () (_ BitVec 64))
(declare-fun v8806@B () (_ BitVec 64))
(declare-fun v8867@B () (_ BitVec 64))
(declare-fun v8918@B () (_ BitVec 64))
(declare-fun v8979@B () (_ BitVec 64))
(declare-fun v9030@B () (_ BitVec 64))
(declare-fun v9091@B () (_ BitVec 64))
(declare-fun v9142@B () (_ BitVec 64))
(declare-fun v9203@B () (_ BitVec 64))
(declare-fun v9254@B () (_ BitVec 64))
(declare-fun v9315@B () (_ BitVec 64))
(declare-fun v9366@B () (_ BitVec 64))
(declare-fun v9427@B () (_ BitVec 64))
(declare-fun v9478@B () (_ BitVec 64))
(declare-fun v9539@B () (_ BitVec 64))
(declare-fun v9590@B () (_ BitVec 64))
(declare-fun v9651@B () (_ BitVec 64))
(declare-fun v9702@B () (_ BitVec 64))
(declare-fun v9763@B () (_ BitVec 64))
(declare-fun v9814@B () (_ BitVec 64))
(declare-fun v9875@B () (_ BitVec 64))
(declare-fun v9926@B () (_ BitVec 64))
(declare-fun v9987@B () (_ BitVec 64))
(declare-fun v10037@B () (_ BitVec 64))
(declare-fun v10096@B () (_ BitVec 64))
(declare-fun v10148@B () (_ BitVec 64))
(declare-fun v10208@B () (_ BitVec 64))
(declare-fun v10258@B () (_ BitVec 64))
(declare-fun v10318@B () (_ BitVec 64))
(declare-fun v10368@B () (_ BitVec 64))
(declare-fun v10428@B () (_ BitVec 64))
(declare-fun v10478@B () (_ BitVec 64))
(declare-fun v10538@B () (_ BitVec 64))
(declare-fun v10588@B () (_ BitVec 64))
(declare-fun v10648@B () (_ BitVec 64))
(declare-fun v10698@B () (_ BitVec 64))
(declare-fun v10758@B () (_ BitVec 64))
(declare-fun v10808@B () (_ BitVec 64))
(declare-fun v10868@B () (_ BitVec 64))
(declare-fun v10918@B () (_ BitVec 64))
(declare-fun v10978@B () (_ BitVec 64))
(declare-fun v11028@B () (_ BitVec 64))
(declare-fun v11088@B () (_ BitVec 64))
(declare-fun v11138@B () (_ BitVec 64))
(declare-fun v11198@B () (_ BitVec 64))
(declare-fun v11248@B () (_ BitVec 64))
(declare-fun v11308@B () (_ BitVec 64))
(declare-fun v11358@B () (_ BitVec 64))
(declare-fun v11418@B () (_ BitVec 64))
(declare-fun v11468@B () (_ BitVec 64))
(declare-fun v11528@B () (_ BitVec 64))
(declare-fun v11578@B () (_ BitVec 64))
(declare-fun v11638@B () (_ BitVec 64))
(declare-fun v11688@B () (_ BitVec 64))
(declare-fun v11748@B () (_ BitVec 64))
(declare-fun v11798@B () (_ BitVec 64))
(declare-fun v11858@B () (_ BitVec 64))
(declare-fun v11908@B () (_ BitVec 64))
(declare-fun v11968@B () (_ BitVec 64))
(declare-fun v12018@B () (_ BitVec 64))
(declare-fun v12078@B () (_ BitVec 64))
(declare-fun v12128@B () (_ BitVec 64))
(declare-fun v12188@B () (_ BitVec 64))
(declare-fun v12238@B () (_ BitVec 64))
(declare-fun v12298@B () (_ BitVec 64))
(declare-fun v12348@B () (_ BitVec 64))
(declare-fun v12408@B () (_ BitVec 64))
(declare-fun v12458@B () (_ BitVec 64))
(declare-fun v12518@B () (_ BitVec 64))
(declare-fun v12568@B () (_ BitVec 64))
(declare-fun v12628@B () (_ BitVec 64))
(declare-fun v12678@B () (_ BitVec 64))
(declare-fun v12738@B () (_ BitVec 64))
(declare-fun v12788@B () (_ BitVec 64))
(declare-fun v12848@B () (_ BitVec 64))
(declare-fun v12898@B () (_ BitVec 64))
(declare-fun v12958@B () (_ BitVec 64))
(declare-fun v13008@B () (_ BitVec 64))
(declare-fun v13068@B () (_ BitVec 64))
(declare-fun v13118@B () (_ BitVec 64))
(declare-fun v13178@B () (_ BitVec 64))
(declare-fun v13228@B () (_ BitVec 64))
(declare-fun v13288@B () (_ BitVec 64))
(declare-fun v13338@B () (_ BitVec 64))
(declare-fun v13398@B () (_ BitVec 64))
(declare-fun v13448@B () (_ BitVec 64))
(declare-fun v13508@B () (_ BitVec 64))
(declare-fun v13558@B () (_ BitVec 64))
(declare-fun v13618@B () (_ BitVec 64))
(declare-fun v13668@B () (_ BitVec 64))
(declare-fun v13728@B () (_ BitVec 64))
(declare-fun v13778@B () (_ BitVec 64))
(declare-fun v13838@B () (_ BitVec 64))
(declare-fun v13888@B () (_ BitVec 64))
(declare-fun v13948@B () (_ BitVec 64))
(declare-fun v13998@B () (_ BitVec 64))
(declare-fun v14058@B () (_ BitVec 64))
(declare-fun v14108@B () (_ BitVec 64))
(declare-fun v14168@B () (_ BitVec 64))
(declare-fun v14218@B () (_ BitVec 64))
(declare-fun v14278@B () (_ BitVec 64))
(declare-fun v14328@B () (_ BitVec 64))
(declare-fun v14388@B () (_ BitVec 64))
(declare-fun v14438@B () (_ BitVec 64))
(declare-fun v14498@B () (_ BitVec 64))
(declare-fun v14548@B () (_ BitVec 64))
(declare-fun v14608@B () (_ BitVec 64))
(declare-fun v14658@B () (_ BitVec 64))
(declare-fun v14718@B () (_ BitVec 64))
(declare-fun v14768@B () (_ BitVec 64))
(declare-fun v14828@B () (_ BitVec 64))
(declare-fun v14878@B () (_ BitVec 64))
(declare-fun v14938@B () (_ BitVec 64))
(declare-fun v14988@B () (_ BitVec 64))
(declare-fun v15048@B () (_ BitVec 64))
(declare-fun v15098@B () (_ BitVec 64))
(declare-fun v15158@B () (_ BitVec 64))
(declare-fun v15208@B () (_ BitVec 64))
(declare-fun v15268@B () (_ BitVec 64))
(declare-fun v15318@B () (_ BitVec 64))
(declare-fun v15378@B () (_ BitVec 64))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073709539615 64)))
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
 (bvule v44@A (_ bv30 64)))
(assert
 (bvule v68@A (_ bv31 64)))
(assert
 (bvule v109@A (_ bv0 64)))
(assert
 (bvule v158@A (_ bv31 64)))
(assert
 (bvule v199@A (_ bv0 64)))
(assert
 (bvule v248@A (_ bv31 64)))
(assert
 (bvule v289@A (_ bv0 64)))
(assert
 (bvule v338@A (_ bv31 64)))
(assert
 (bvule v379@A (_ bv0 64)))
(assert
 (bvule v428@A (_ bv31 64)))
(assert
 (bvule v469@A (_ bv0 64)))
(assert
 (bvule v518@A (_ bv31 64)))
(assert
 (bvule v559@A (_ bv0 64)))
(assert
 (bvule v608@A (_ bv31 64)))
(assert
 (bvule v649@A (_ bv0 64)))
(assert
 (bvule v698@A (_ bv31 64)))
(assert
 (bvule v739@A (_ bv0 64)))
(assert
 (bvule v788@A (_ bv31 64)))
(assert
 (bvule v829@A (_ bv0 64)))
(assert
 (bvule v878@A (_ bv31 64)))
(assert
 (bvule v919@A (_ bv0 64)))
(assert
 (bvule v968@A (_ bv31 64)))
(assert
 (bvule v1009@A (_ bv0 64)))
(assert
 (bvule v1058@A (_ bv31 64)))
(assert
 (bvule v1099@A (_ bv0 64)))
(assert
 (bvule v1148@A (_ bv31 64)))
(assert
 (bvule v1189@A (_ bv0 64)))
(assert
 (bvule v1238@A (_ bv31 64)))
(assert
 (bvule v1279@A (_ bv0 64)))
(assert
 (bvule v1328@A (_ bv31 64)))
(assert
 (bvule v1369@A (_ bv0 64)))
(assert
 (bvule v1418@A (_ bv31 64)))
(assert
 (bvule v1459@A (_ bv0 64)))
(assert
 (bvule v1508@A (_ bv31 64)))
(assert
 (bvule v1549@A (_ bv0 64)))
(assert
 (bvule v1598@A (_ bv31 64)))
(assert
 (bvule v1639@A (_ bv0 64)))
(assert
 (bvule v1688@A (_ bv31 64)))
(assert
 (bvule v1729@A (_ bv0 64)))
(assert
 (bvule v1778@A (_ bv31 64)))
(assert
 (bvule v1819@A (_ bv0 64)))
(assert
 (bvule v1868@A (_ bv31 64)))
(assert
 (bvule v1909@A (_ bv0 64)))
(assert
 (bvule v1958@A (_ bv31 64)))
(assert
 (bvule v1999@A (_ bv0 64)))
(assert
 (bvule v2048@A (_ bv31 64)))
(assert
 (bvule v2089@A (_ bv0 64)))
(assert
 (bvule v2138@A (_ bv31 64)))
(assert
 (bvule v2179@A (_ bv0 64)))
(assert
 (bvule v2228@A (_ bv31 64)))
(assert
 (bvule v2269@A (_ bv0 64)))
(assert
 (bvule v2318@A (_ bv31 64)))
(assert
 (bvule v2359@A (_ bv0 64)))
(assert
 (bvule v2408@A (_ bv31 64)))
(assert
 (bvule v2449@A (_ bv0 64)))
(assert
 (bvule v2498@A (_ bv31 64)))
(assert
 (bvule v2539@A (_ bv0 64)))
(assert
 (bvule v2588@A (_ bv31 64)))
(assert
 (bvule v2629@A (_ bv0 64)))
(assert
 (bvule v2678@A (_ bv31 64)))
(assert
 (bvule v2719@A (_ bv0 64)))
(assert
 (bvule v2768@A (_ bv31 64)))
(assert
 (bvule v2809@A (_ bv0 64)))
(assert
 (bvule v2858@A (_ bv31 64)))
(assert
 (bvule v2899@A (_ bv0 64)))
(assert
 (bvule v2948@A (_ bv31 64)))
(assert
 (bvule v2989@A (_ bv0 64)))
(assert
 (bvule v3038@A (_ bv31 64)))
(assert
 (bvule v3079@A (_ bv0 64)))
(assert
 (bvule v3128@A (_ bv31 64)))
(assert
 (bvule v3169@A (_ bv0 64)))
(assert
 (bvule v3218@A (_ bv31 64)))
(assert
 (bvule v3259@A (_ bv0 64)))
(assert
 (bvule v3308@A (_ bv31 64)))
(assert
 (bvule v3349@A (_ bv0 64)))
(assert
 (bvule v3398@A (_ bv31 64)))
(assert
 (bvule v3439@A (_ bv0 64)))
(assert
 (bvule v3488@A (_ bv31 64)))
(assert
 (bvule v3529@A (_ bv0 64)))
(assert
 (bvule v3578@A (_ bv31 64)))
(assert
 (bvule v3619@A (_ bv0 64)))
(assert
 (bvule v3668@A (_ bv31 64)))
(assert
 (bvule v3709@A (_ bv0 64)))
(assert
 (bvule v3758@A (_ bv31 64)))
(assert
 (bvule v3799@A (_ bv0 64)))
(assert
 (bvule v3848@A (_ bv31 64)))
(assert
 (bvule v3889@A (_ bv0 64)))
(assert
 (bvule v3938@A (_ bv31 64)))
(assert
 (bvule v3979@A (_ bv0 64)))
(assert
 (bvule v4028@A (_ bv31 64)))
(assert
 (bvule v4069@A (_ bv0 64)))
(assert
 (bvule v4118@A (_ bv31 64)))
(assert
 (bvule v4159@A (_ bv0 64)))
(assert
 (bvule v4208@A (_ bv31 64)))
(assert
 (bvule v4249@A (_ bv0 64)))
(assert
 (bvule v4298@A (_ bv31 64)))
(assert
 (bvule v4339@A (_ bv0 64)))
(assert
 (bvule v4388@A (_ bv31 64)))
(assert
 (bvule v4467@A (_ bv0 64)))
(assert
 (bvule v4558@A (_ bv31 64)))
(assert
 (bvule v4615@A (_ bv30 64)))
(assert
 (bvule v4662@A (_ bv0 64)))
(assert
 (bvule v4723@A (_ bv31 64)))
(assert
 (bvule v4774@A (_ bv0 64)))
(assert
 (bvule v4835@A (_ bv31 64)))
(assert
 (bvule v4886@A (_ bv0 64)))
(assert
 (bvule v4947@A (_ bv31 64)))
(assert
 (bvule v4998@A (_ bv0 64)))
(assert
 (bvule v5059@A (_ bv31 64)))
(assert
 (bvule v5110@A (_ bv0 64)))
(assert
 (bvule v5171@A (_ bv31 64)))
(assert
 (bvule v5222@A (_ bv0 64)))
(assert
 (bvule v5283@A (_ bv31 64)))
(assert
 (bvule v5334@A (_ bv0 64)))
(assert
 (bvule v5395@A (_ bv31 64)))
(assert
 (bvule v5446@A (_ bv0 64)))
(assert
 (bvule v5507@A (_ bv31 64)))
(assert
 (bvule v5558@A (_ bv0 64)))
(assert
 (bvule v5619@A (_ bv31 64)))
(assert
 (bvule v5670@A (_ bv0 64)))
(assert
 (bvule v5731@A (_ bv31 64)))
(assert
 (bvule v5782@A (_ bv0 64)))
(assert
 (bvule v5843@A (_ bv31 64)))
(assert
 (bvule v5894@A (_ bv0 64)))
(assert
 (bvule v5955@A (_ bv31 64)))
(assert
 (bvule v6006@A (_ bv0 64)))
(assert
 (bvule v6067@A (_ bv31 64)))
(assert
 (bvule v6118@A (_ bv0 64)))
(assert
 (bvule v6179@A (_ bv31 64)))
(assert
 (bvule v6230@A (_ bv0 64)))
(assert
 (bvule v6291@A (_ bv31 64)))
(assert
 (bvule v6342@A (_ bv0 64)))
(assert
 (bvule v6403@A (_ bv31 64)))
(assert
 (bvule v6454@A (_ bv0 64)))
(assert
 (bvule v6515@A (_ bv31 64)))
(assert
 (bvule v6566@A (_ bv0 64)))
(assert
 (bvule v6627@A (_ bv31 64)))
(assert
 (bvule v6678@A (_ bv0 64)))
(assert
 (bvule v6739@A (_ bv31 64)))
(assert
 (bvule v6790@A (_ bv0 64)))
(assert
 (bvule v6851@A (_ bv31 64)))
(assert
 (bvule v6902@A (_ bv0 64)))
(assert
 (bvule v6963@A (_ bv31 64)))
(assert
 (bvule v7014@A (_ bv0 64)))
(assert
 (bvule v7075@A (_ bv31 64)))
(assert
 (bvule v7126@A (_ bv0 64)))
(assert
 (bvule v7187@A (_ bv31 64)))
(assert
 (bvule v7238@A (_ bv0 64)))
(assert
 (bvule v7299@A (_ bv31 64)))
(assert
 (bvule v7350@A (_ bv0 64)))
(assert
 (bvule v7411@A (_ bv31 64)))
(assert
 (bvule v7462@A (_ bv0 64)))
(assert
 (bvule v7523@A (_ bv31 64)))
(assert
 (bvule v7574@A (_ bv0 64)))
(assert
 (bvule v7635@A (_ bv31 64)))
(assert
 (bvule v7686@A (_ bv0 64)))
(assert
 (bvule v7747@A (_ bv31 64)))
(assert
 (bvule v7798@A (_ bv0 64)))
(assert
 (bvule v7859@A (_ bv31 64)))
(assert
 (bvule v7910@A (_ bv0 64)))
(assert
 (bvule v7971@A (_ bv31 64)))
(assert
 (bvule v8022@A (_ bv0 64)))
(assert
 (bvule v8083@A (_ bv31 64)))
(assert
 (bvule v8134@A (_ bv0 64)))
(assert
 (bvule v8195@A (_ bv31 64)))
(assert
 (bvule v8246@A (_ bv0 64)))
(assert
 (bvule v8307@A (_ bv31 64)))
(assert
 (bvule v8358@A (_ bv0 64)))
(assert
 (bvule v8419@A (_ bv31 64)))
(assert
 (bvule v8470@A (_ bv0 64)))
(assert
 (bvule v8531@A (_ bv31 64)))
(assert
 (bvule v8582@A (_ bv0 64)))
(assert
 (bvule v8643@A (_ bv31 64)))
(assert
 (bvule v8694@A (_ bv0 64)))
(assert
 (bvule v8755@A (_ bv31 64)))
(assert
 (bvule v8806@A (_ bv0 64)))
(assert
 (bvule v8867@A (_ bv31 64)))
(assert
 (bvule v8918@A (_ bv0 64)))
(assert
 (bvule v8979@A (_ bv31 64)))
(assert
 (bvule v9030@A (_ bv0 64)))
(assert
 (bvule v9091@A (_ bv31 64)))
(assert
 (bvule v9142@A (_ bv0 64)))
(assert
 (bvule v9203@A (_ bv31 64)))
(assert
 (bvule v9254@A (_ bv0 64)))
(assert
 (bvule v9315@A (_ bv31 64)))
(assert
 (bvule v9366@A (_ bv0 64)))
(assert
 (bvule v9427@A (_ bv31 64)))
(assert
 (bvule v9478@A (_ bv0 64)))
(assert
 (bvule v9539@A (_ bv31 64)))
(assert
 (bvule v9590@A (_ bv0 64)))
(assert
 (bvule v9651@A (_ bv31 64)))
(assert
 (bvule v9702@A (_ bv0 64)))
(assert
 (bvule v9763@A (_ bv31 64)))
(assert
 (bvule v9814@A (_ bv0 64)))
(assert
 (bvule v9875@A (_ bv31 64)))
(assert
 (bvule v9926@A (_ bv0 64)))
(assert
 (bvule v9987@A (_ bv31 64)))
(assert
 (bvule v10037@A (_ bv0 64)))
(assert
 (bvule v10096@A (_ bv31 64)))
(assert
 (bvule v10148@A (_ bv0 64)))
(assert
 (bvule v10208@A (_ bv31 64)))
(assert
 (bvule v10258@A (_ bv0 64)))
(assert
 (bvule v10318@A (_ bv31 64)))
(assert
 (bvule v10368@A (_ bv0 64)))
(assert
 (bvule v10428@A (_ bv31 64)))
(assert
 (bvule v10478@A (_ bv0 64)))
(assert
 (bvule v10538@A (_ bv31 64)))
(assert
 (bvule v10588@A (_ bv0 64)))
(assert
 (bvule v10648@A (_ bv31 64)))
(assert
 (bvule v10698@A (_ bv0 64)))
(assert
 (bvule v10758@A (_ bv31 64)))
(assert
 (bvule v10808@A (_ bv0 64)))
(assert
 (bvule v10868@A (_ bv31 64)))
(assert
 (bvule v10918@A (_ bv0 64)))
(assert
 (bvule v10978@A (_ bv31 64)))
(assert
 (bvule v11028@A (_ bv0 64)))
(assert
 (bvule v11088@A (_ bv31 64)))
(assert
 (bvule v11138@A (_ bv0 64)))
(assert
 (bvule v11198@A (_ bv31 64)))
(assert
 (bvule v11248@A (_ bv0 64)))
(assert
 (bvule v11308@A (_ bv31 64)))
(assert
 (bvule v11358@A (_ bv0 64)))
(assert
 (bvule v11418@A (_ bv31 64)))
(assert
 (bvule v11468@A (_ bv0 64)))
(assert
 (bvule v11528@A (_ bv31 64)))
(assert
 (bvule v11578@A (_ bv0 64)))
(assert
 (bvule v11638@A (_ bv31 64)))
(assert
 (bvule v11688@A (_ bv0 64)))
(assert
 (bvule v11748@A (_ bv31 64)))
(assert
 (bvule v11798@A (_ bv0 64)))
(assert
 (bvule v11858@A (_ bv31 64)))
(assert
 (bvule v11908@A (_ bv0 64)))
(assert
 (bvule v11968@A (_ bv31 64)))
(assert
 (bvule v12018@A (_ bv0 64)))
(assert
 (bvule v12078@A (_ bv31 64)))
(assert
 (bvule v12128@A (_ bv0 64)))
(assert
 (bvule v12188@A (_ bv31 64)))
(assert
 (bvule v12238@A (_ bv0 64)))
(assert
 (bvule v12298@A (_ bv31 64)))
(assert
 (bvule v12348@A (_ bv0 64)))
(assert
 (bvule v12408@A (_ bv31 64)))
(assert
 (bvule v12458@A (_ bv0 64)))
(assert
 (bvule v12518@A (_ bv31 64)))
(assert
 (bvule v12568@A (_ bv0 64)))
(assert
 (bvule v12628@A (_ bv31 64)))
(assert
 (bvule v12678@A (_ bv0 64)))
(assert
 (bvule v12738@A (_ bv31 64)))
(assert
 (bvule v12788@A (_ bv0 64)))
(assert
 (bvule v12848@A (_ bv31 64)))
(assert
 (bvule v12898@A (_ bv0 64)))
(assert
 (bvule v12958@A (_ bv31 64)))
(assert
 (bvule v13008@A (_ bv0 64)))
(assert
 (bvule v13068@A (_ bv31 64)))
(assert
 (bvule v13118@A (_ bv0 64)))
(assert
 (bvule v13178@A (_ bv31 64)))
(assert
 (bvule v13228@A (_ bv0 64)))
(assert
 (bvule v13288@A (_ bv31 64)))
(assert
 (bvule v13338@A (_ bv0 64)))
(assert
 (bvule v13398@A (_ bv31 64)))
(assert
 (bvule v13448@A (_ bv0 64)))
(assert
 (bvule v13508@A (_ bv31 64)))
(assert
 (bvule v13558@A (_ bv0 64)))
(assert
 (bvule v13618@A (_ bv31 64)))
(assert
 (bvule v13668@A (_ bv0 64)))
(assert
 (bvule v13728@A (_ bv31 64)))
(assert
 (bvule v13778@A (_ bv0 64)))
(assert
 (bvule v13838@A (_ bv31 64)))
(assert
 (bvule v13888@A (_ bv0 64)))
(assert
 (bvule v13948@A (_ bv31 64)))
(assert
 (bvule v13998@A (_ bv0 64)))
(assert
 (bvule v14058@A (_ bv31 64)))
(assert
 (bvule v14108@A (_ bv0 64)))
(assert
 (bvule v14168@A (_ bv31 64)))
(assert
 (bvule v14218@A (_ bv0 64)))
(assert
 (bvule v14278@A (_ bv31 64)))
(assert
 (bvule v14328@A (_ bv0 64)))
(assert
 (bvule v14388@A (_ bv31 64)))
(assert
 (bvule v14438@A (_ bv0 64)))
(assert
 (bvule v14498@A (_ bv31 64)))
(assert
 (bvule v14548@A (_ bv0 64)))
(assert
 (bvule v14608@A (_ bv31 64)))
(assert
 (bvule v14658@A (_ bv0 64)))
(assert
 (bvule v14718@A (_ bv31 64)))
(assert
 (bvule v14768@A (_ bv0 64)))
(assert
 (bvule v14828@A (_ bv31 64)))
(assert
 (bvule v14878@A (_ bv0 64)))
(assert
 (bvule v14938@A (_ bv31 64)))
(assert
 (bvule v14988@A (_ bv0 64)))
(assert
 (bvule v15048@A (_ bv31 64)))
(assert
 (bvule v15098@A (_ bv0 64)))
(assert
 (bvule v15158@A (_ bv31 64)))
(assert
 (bvule v15208@A (_ bv0 64)))
(assert
 (bvule v15268@A (_ bv31 64)))
(assert
 (bvule v15318@A (_ bv0 64)))
(assert
 (bvule v15378@A (_ bv31 64)))
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
 (bvule v44@B (_ bv30 64)))
(assert
 (bvule v68@B (_ bv31 64)))
(assert
 (bvule v109@B (_ bv0 64)))
(assert
 (bvule v158@B (_ bv31 64)))
(assert
 (bvule v199@B (_ bv0 64)))
(assert
 (bvule v248@B (_ bv31 64)))
(assert
 (bvule v289@B (_ bv0 64)))
(assert
 (bvule v338@B (_ bv31 64)))
(assert
 (bvule v379@B (_ bv0 64)))
(assert
 (bvule v428@B (_ bv31 64)))
(assert
 (bvule v469@B (_ bv0 64)))
(assert
 (bvule v518@B (_ bv31 64)))
(assert
 (bvule v559@B (_ bv0 64)))
(assert
 (bvule v608@B (_ bv31 64)))
(assert
 (bvule v649@B (_ bv0 64)))
(assert
 (bvule v698@B (_ bv31 64)))
(assert
 (bvule v739@B (_ bv0 64)))
(assert
 (bvule v788@B (_ bv31 64)))
(assert
 (bvule v829@B (_ bv0 64)))
(assert
 (bvule v878@B (_ bv31 64)))
(assert
 (bvule v919@B (_ bv0 64)))
(assert
 (bvule v968@B (_ bv31 64)))
(assert
 (bvule v1009@B (_ bv0 64)))
(assert
 (bvule v1058@B (_ bv31 64)))
(assert
 (bvule v1099@B (_ bv0 64)))
(assert
 (bvule v1148@B (_ bv31 64)))
(assert
 (bvule v1189@B (_ bv0 64)))
(assert
 (bvule v1238@B (_ bv31 64)))
(assert
 (bvule v1279@B (_ bv0 64)))
(assert
 (bvule v1328@B (_ bv31 64)))
(assert
 (bvule v1369@B (_ bv0 64)))
(assert
 (bvule v1418@B (_ bv31 64)))
(assert
 (bvule v1459@B (_ bv0 64)))
(assert
 (bvule v1508@B (_ bv31 64)))
(assert
 (bvule v1549@B (_ bv0 64)))
(assert
 (bvule v1598@B (_ bv31 64)))
(assert
 (bvule v1639@B (_ bv0 64)))
(assert
 (bvule v1688@B (_ bv31 64)))
(assert
 (bvule v1729@B (_ bv0 64)))
(assert
 (bvule v1778@B (_ bv31 64)))
(assert
 (bvule v1819@B (_ bv0 64)))
(assert
 (bvule v1868@B (_ bv31 64)))
(assert
 (bvule v1909@B (_ bv0 64)))
(assert
 (bvule v1958@B (_ bv31 64)))
(assert
 (bvule v1999@B (_ bv0 64)))
(assert
 (bvule v2048@B (_ bv31 64)))
(assert
 (bvule v2089@B (_ bv0 64)))
(assert
 (bvule v2138@B (_ bv31 64)))
(assert
 (bvule v2179@B (_ bv0 64)))
(assert
 (bvule v2228@B (_ bv31 64)))
(assert
 (bvule v2269@B (_ bv0 64)))
(assert
 (bvule v2318@B (_ bv31 64)))
(assert
 (bvule v2359@B (_ bv0 64)))
(assert
 (bvule v2408@B (_ bv31 64)))
(assert
 (bvule v2449@B (_ bv0 64)))
(assert
 (bvule v2498@B (_ bv31 64)))
(assert
 (bvule v2539@B (_ bv0 64)))
(assert
 (bvule v2588@B (_ bv31 64)))
(assert
 (bvule v2629@B (_ bv0 64)))
(assert
 (bvule v2678@B (_ bv31 64)))
(assert
 (bvule v2719@B (_ bv0 64)))
(assert
 (bvule v2768@B (_ bv31 64)))
(assert
 (bvule v2809@B (_ bv0 64)))
(assert
 (bvule v2858@B (_ bv31 64)))
(assert
 (bvule v2899@B (_ bv0 64)))
(assert
 (bvule v2948@B (_ bv31 64)))
(assert
 (bvule v2989@B (_ bv0 64)))
(assert
 (bvule v3038@B (_ bv31 64)))
(assert
 (bvule v3079@B (_ bv0 64)))
(assert
 (bvule v3128@B (_ bv31 64)))
(assert
 (bvule v3169@B (_ bv0 64)))
(assert
 (bvule v3218@B (_ bv31 64)))
(assert
 (bvule v3259@B (_ bv0 64)))
(assert
 (bvule v3308@B (_ bv31 64)))
(assert
 (bvule v3349@B (_ bv0 64)))
(assert
 (bvule v3398@B (_ bv31 64)))
(assert
 (bvule v3439@B (_ bv0 64)))
(assert
 (bvule v3488@B (_ bv31 64)))
(assert
 (bvule v3529@B (_ bv0 64)))
(assert
 (bvule v3578@B (_ bv31 64)))
(assert
 (bvule v3619@B (_ bv0 64)))
(assert
 (bvule v3668@B (_ bv31 64)))
(assert
 (bvule v3709@B (_ bv0 64)))
(assert
 (bvule v3758@B (_ bv31 64)))
(assert
 (bvule v3799@B (_ bv0 64)))
(assert
 (bvule v3848@B (_ bv31 64)))
(assert
 (bvule v3889@B (_ bv0 64)))
(assert
 (bvule v3938@B (_ bv31 64)))
(assert
 (bvule v3979@B (_ bv0 64)))
(assert
 (bvule v4028@B (_ bv31 64)))
(assert
 (bvule v4069@B (_ bv0 64)))
(assert
 (bvule v4118@B (_ bv31 64)))
(assert
 (bvule v4159@B (_ bv0 64)))
(assert
 (bvule v4208@B (_ bv31 64)))
(assert
 (bvule v4249@B (_ bv0 64)))
(assert
 (bvule v4298@B (_ bv31 64)))
(assert
 (bvule v4339@B (_ bv0 64)))
(assert
 (bvule v4388@B (_ bv31 64)))
(assert
 (bvule v4467@B (_ bv0 64)))
(assert
 (bvule v4558@B (_ bv31 64)))
(assert
 (bvule v4615@B (_ bv30 64)))
(assert
 (bvule v4662@B (_ bv0 64)))
(assert
 (bvule v4723@B (_ bv31 64)))
(assert
 (bvule v4774@B (_ bv0 64)))
(assert
 (bvule v4835@B (_ bv31 64)))
(assert
 (bvule v4886@B (_ bv0 64)))
(assert
 (bvule v4947@B (_ bv31 64)))
(assert
 (bvule v4998@B (_ bv0 64)))
(assert
 (bvule v5059@B (_ bv31 64)))
(assert
 (bvule v5110@B (_ bv0 64)))
(assert
 (bvule v5171@B (_ bv31 64)))
(assert
 (bvule v5222@B (_ bv0 64)))
(assert
 (bvule v5283@B (_ bv31 64)))
(assert
 (bvule v5334@B (_ bv0 64)))
(assert
 (bvule v5395@B (_ bv31 64)))
(assert
 (bvule v5446@B (_ bv0 64)))
(assert
 (bvule v5507@B (_ bv31 64)))
(assert
 (bvule v5558@B (_ bv0 64)))
(assert
 (bvule v5619@B (_ bv31 64)))
(assert
 (bvule v5670@B (_ bv0 64)))
(assert
 (bvule v5731@B (_ bv31 64)))
(assert
 (bvule v5782@B (_ bv0 64)))
(assert
 (bvule v5843@B (_ bv31 64)))
(assert
 (bvule v5894@B (_ bv0 64)))
(assert
 (bvule v5955@B (_ bv31 64)))
(assert
 (bvule v6006@B (_ bv0 64)))
(assert
 (bvule v6067@B (_ bv31 64)))
(assert
 (bvule v6118@B (_ bv0 64)))
(assert
 (bvule v6179@B (_ bv31 64)))
(assert
 (bvule v6230@B (_ bv0 64)))
(assert
 (bvule v6291@B (_ bv31 64)))
(assert
 (bvule v6342@B (_ bv0 64)))
(assert
 (bvule v6403@B (_ bv31 64)))
(assert
 (bvule v6454@B (_ bv0 64)))
(assert
 (bvule v6515@B (_ bv31 64)))
(assert
 (bvule v6566@B (_ bv0 64)))
(assert
 (bvule v6627@B (_ bv31 64)))
(assert
 (bvule v6678@B (_ bv0 64)))
(assert
 (bvule v6739@B (_ bv31 64)))
(assert
 (bvule v6790@B (_ bv0 64)))
(assert
 (bvule v6851@B (_ bv31 64)))
(assert
 (bvule v6902@B (_ bv0 64)))
(assert
 (bvule v6963@B (_ bv31 64)))
(assert
 (bvule v7014@B (_ bv0 64)))
(assert
 (bvule v7075@B (_ bv31 64)))
(assert
 (bvule v7126@B (_ bv0 64)))
(assert
 (bvule v7187@B (_ bv31 64)))
(assert
 (bvule v7238@B (_ bv0 64)))
(assert
 (bvule v7299@B (_ bv31 64)))
(assert
 (bvule v7350@B (_ bv0 64)))
(assert
 (bvule v7411@B (_ bv31 64)))
(assert
 (bvule v7462@B (_ bv0 64)))
(assert
 (bvule v7523@B (_ bv31 64)))
(assert
 (bvule v7574@B (_ bv0 64)))
(assert
 (bvule v7635@B (_ bv31 64)))
(assert
 (bvule v7686@B (_ bv0 64)))
(assert
 (bvule v7747@B (_ bv31 64)))
(assert
 (bvule v7798@B (_ bv0 64)))
(assert
 (bvule v7859@B (_ bv31 64)))
(assert
 (bvule v7910@B (_ bv0 64)))
(assert
 (bvule v7971@B (_ bv31 64)))
(assert
 (bvule v8022@B (_ bv0 64)))
(assert
 (bvule v8083@B (_ bv31 64)))
(assert
 (bvule v8134@B (_ bv0 64)))
(assert
 (bvule v8195@B (_ bv31 64)))
(assert
 (bvule v8246@B (_ bv0 64)))
(assert
 (bvule v8307@B (_ bv31 64)))
(assert
 (bvule v8358@B (_ bv0 64)))
(assert
 (bvule v8419@B (_ bv31 64)))
(assert
 (bvule v8470@B (_ bv0 64)))
(assert
 (bvule v8531@B (_ bv31 64)))
(assert
 (bvule v8582@B (_ bv0 64)))
(assert
 (bvule v8643@B (_ bv31 64)))
(assert
 (bvule v8694@B (_ bv0 64)))
(assert
 (bvule v8755@B (_ bv31 64)))
(assert
 (bvule v8806@B (_ bv0 64)))
(assert
 (bvule v8867@B (_ bv31 64)))
(assert
 (bvule v8918@B (_ bv0 64)))
(assert
 (bvule v8979@B (_ bv31 64)))
(assert
 (bvule v9030@B (_ bv0 64)))
(assert
 (bvule v9091@B (_ bv31 64)))
(assert
 (bvule v9142@B (_ bv0 64)))
(assert
 (bvule v9203@B (_ bv31 64)))
(assert
 (bvule v9254@B (_ bv0 64)))
(assert
 (bvule v9315@B (_ bv31 64)))
(assert
 (bvule v9366@B (_ bv0 64)))
(assert
 (bvule v9427@B (_ bv31 64)))
(assert
 (bvule v9478@B (_ bv0 64)))
(assert
 (bvule v9539@B (_ bv31 64)))
(assert
 (bvule v9590@B (_ bv0 64)))
(assert
 (bvule v9651@B (_ bv31 64)))
(assert
 (bvule v9702@B (_ bv0 64)))
(assert
 (bvule v9763@B (_ bv31 64)))
(assert
 (bvule v9814@B (_ bv0 64)))
(assert
 (bvule v9875@B (_ bv31 64)))
(assert
 (bvule v9926@B (_ bv0 64)))
(assert
 (bvule v9987@B (_ bv31 64)))
(assert
 (bvule v10037@B (_ bv0 64)))
(assert
 (bvule v10096@B (_ bv31 64)))
(assert
 (bvule v10148@B (_ bv0 64)))
(assert
 (bvule v10208@B (_ bv31 64)))
(assert
 (bvule v10258@B (_ bv0 64)))
(assert
 (bvule v10318@B (_ bv31 64)))
(assert
 (bvule v10368@B (_ bv0 64)))
(assert
 (bvule v10428@B (_ bv31 64)))
(assert
 (bvule v10478@B (_ bv0 64)))
(assert
 (bvule v10538@B (_ bv31 64)))
(assert
 (bvule v10588@B (_ bv0 64)))
(assert
 (bvule v10648@B (_ bv31 64)))
(assert
 (bvule v10698@B (_ bv0 64)))
(assert
 (bvule v10758@B (_ bv31 64)))
(assert
 (bvule v10808@B (_ bv0 64)))
(assert
 (bvule v10868@B (_ bv31 64)))
(assert
 (bvule v10918@B (_ bv0 64)))
(assert
 (bvule v10978@B (_ bv31 64)))
(assert
 (bvule v11028@B (_ bv0 64)))
(assert
 (bvule v11088@B (_ bv31 64)))
(assert
 (bvule v11138@B (_ bv0 64)))
(assert
 (bvule v11198@B (_ bv31 64)))
(assert
 (bvule v11248@B (_ bv0 64)))
(assert
 (bvule v11308@B (_ bv31 64)))
(assert
 (bvule v11358@B (_ bv0 64)))
(assert
 (bvule v11418@B (_ bv31 64)))
(assert
 (bvule v11468@B (_ bv0 64)))
(assert
 (bvule v11528@B (_ bv31 64)))
(assert
 (bvule v11578@B (_ bv0 64)))
(assert
 (bvule v11638@B (_ bv31 64)))
(assert
 (bvule v11688@B (_ bv0 64)))
(assert
 (bvule v11748@B (_ bv31 64)))
(assert
 (bvule v11798@B (_ bv0 64)))
(assert
 (bvule v11858@B (_ bv31 64)))
(assert
 (bvule v11908@B (_ bv0 64)))
(assert
 (bvule v11968@B (_ bv31 64)))
(assert
 (bvule v12018@B (_ bv0 64)))
(assert
 (bvule v12078@B (_ bv31 64)))
(assert
 (bvule v12128@B (_ bv0 64)))
(assert
 (bvule v12188@B (_ bv31 64)))
(assert
 (bvule v12238@B (_ bv0 64)))
(assert
 (bvule v12298@B (_ bv31 64)))
(assert
 (bvule v12348@B (_ bv0 64)))
(assert
 (bvule v12408@B (_ bv31 64)))
(assert
 (bvule v12458@B (_ bv0 64)))
(assert
 (bvule v12518@B (_ bv31 64)))
(assert
 (bvule v12568@B (_ bv0 64)))
(assert
 (bvule v12628@B (_ bv31 64)))
(assert
 (bvule v12678@B (_ bv0 64)))
(assert
 (bvule v12738@B (_ bv31 64)))
(assert
 (bvule v12788@B (_ bv0 64)))
(assert
 (bvule v12848@B (_ bv31 64)))
(assert
 (bvule v12898@B (_ bv0 64)))
(assert
 (bvule v12958@B (_ bv31 64)))
(assert
 (bvule v13008@B (_ bv0 64)))
(assert
 (bvule v13068@B (_ bv31 64)))
(assert
 (bvule v13118@B (_ bv0 64)))
(assert
 (bvule v13178@B (_ bv31 64)))
(assert
 (bvule v13228@B (_ bv0 64)))
(assert
 (bvule v13288@B (_ bv31 64)))
(assert
 (bvule v13338@B (_ bv0 64)))
(assert
 (bvule v13398@B (_ bv31 64)))
(assert
 (bvule v13448@B (_ bv0 64)))
(assert
 (bvule v13508@B (_ bv31 64)))
(assert
 (bvule v13558@B (_ bv0 64)))
(assert
 (bvule v13618@B (_ bv31 64)))
(assert
 (bvule v13668@B (_ bv0 64)))
(assert
 (bvule v13728@B (_ bv31 64)))
(assert
 (bvule v13778@B (_ bv0 64)))
(assert
 (bvule v13838@B (_ bv31 64)))
(assert
 (bvule v13888@B (_ bv0 64)))
(assert
 (bvule v13948@B (_ bv31 64)))
(assert
 (bvule v13998@B (_ bv0 64)))
(assert
 (bvule v14058@B (_ bv31 64)))
(assert
 (bvule v14108@B (_ bv0 64)))
(assert
 (bvule v14168@B (_ bv31 64)))
(assert
 (bvule v14218@B (_ bv0 64)))
(assert
 (bvule v14278@B (_ bv31 64)))
(assert
 (bvule v14328@B (_ bv0 64)))
(assert
 (bvule v14388@B (_ bv31 64)))
(assert
 (bvule v14438@B (_ bv0 64)))
(assert
 (bvule v14498@B (_ bv31 64)))
(assert
 (bvule v14548@B (_ bv0 64)))
(assert
 (bvule v14608@B (_ bv31 64)))
(assert
 (bvule v14658@B (_ bv0 64)))
(assert
 (bvule v14718@B (_ bv31 64)))
(assert
 (bvule v14768@B (_ bv0 64)))
(assert
 (bvule v14828@B (_ bv31 64)))
(assert
 (bvule v14878@B (_ bv0 64)))
(assert
 (bvule v14938@B (_ bv31 64)))
(assert
 (bvule v14988@B (_ bv0 64)))
(assert
 (bvule v15048@B (_ bv31 64)))
(assert
 (bvule v15098@B (_ bv0 64)))
(assert
 (bvule v15158@B (_ bv31 64)))
(assert
 (bvule v15208@B (_ bv0 64)))
(assert
 (bvule v15268@B (_ bv31 64)))
(assert
 (bvule v15318@B (_ bv0 64)))
(assert
 (bvule v15378@B (_ bv31 64)))
(check-sat)
