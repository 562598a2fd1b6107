; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v111@A () (_ BitVec 64))
(declare-fun v201@A () (_ BitVec 64))
(declare-fun v291@A () (_ BitVec 64))
(declare-fun v381@A () (_ BitVec 64))
(declare-fun v471@A () (_ BitVec 64))
(declare-fun v561@A () (_ BitVec 64))
(declare-fun v651@A () (_ BitVec 64))
(declare-fun v741@A () (_ BitVec 64))
(declare-fun v831@A () (_ BitVec 64))
(declare-fun v921@A () (_ BitVec 64))
(declare-fun v1011@A () (_ BitVec 64))
(declare-fun v1101@A () (_ BitVec 64))
(declare-fun v1191@A () (_ BitVec 64))
(declare-fun v1281@A () (_ BitVec 64))
(declare-fun v1371@A () (_ BitVec 64))
(declare-fun v1461@A () (_ BitVec 64))
(declare-fun v1551@A () (_ BitVec 64))
(declare-fun v1641@A () (_ BitVec 64))
(declare-fun v1731@A () (_ BitVec 64))
(declare-fun v1821@A () (_ BitVec 64))
(declare-fun v1911@A () (_ BitVec 64))
(declare-fun v2001@A () (_ BitVec 64))
(declare-fun v2091@A () (_ BitVec 64))
(declare-fun v2181@A () (_ BitVec 64))
(declare-fun v2271@A () (_ BitVec 64))
(declare-fun v2361@A () (_ BitVec 64))
(declare-fun v2451@A () (_ BitVec 64))
(declare-fun v2541@A () (_ BitVec 64))
(declare-fun v2631@A () (_ BitVec 64))
(declare-fun v2721@A () (_ BitVec 64))
(declare-fun v2811@A () (_ BitVec 64))
(declare-fun v2901@A () (_ BitVec 64))
(declare-fun v2991@A () (_ BitVec 64))
(declare-fun v3081@A () (_ BitVec 64))
(declare-fun v3171@A () (_ BitVec 64))
(declare-fun v3261@A () (_ BitVec 64))
(declare-fun v3351@A () (_ BitVec 64))
(declare-fun v3441@A () (_ BitVec 64))
(declare-fun v3531@A () (_ BitVec 64))
(declare-fun v3621@A () (_ BitVec 64))
(declare-fun v3711@A () (_ BitVec 64))
(declare-fun v3801@A () (_ BitVec 64))
(declare-fun v3891@A () (_ BitVec 64))
(declare-fun v3981@A () (_ BitVec 64))
(declare-fun v4071@A () (_ BitVec 64))
(declare-fun v4161@A () (_ BitVec 64))
(declare-fun v4251@A () (_ BitVec 64))
(declare-fun v4341@A () (_ BitVec 64))
(declare-fun v4469@A () (_ BitVec 64))
(declare-fun v4664@A () (_ BitVec 64))
(declare-fun v4776@A () (_ BitVec 64))
(declare-fun v4888@A () (_ BitVec 64))
(declare-fun v5000@A () (_ BitVec 64))
(declare-fun v5112@A () (_ BitVec 64))
(declare-fun v5224@A () (_ BitVec 64))
(declare-fun v5336@A () (_ BitVec 64))
(declare-fun v5448@A () (_ BitVec 64))
(declare-fun v5560@A () (_ BitVec 64))
(declare-fun v5672@A () (_ BitVec 64))
(declare-fun v5784@A () (_ BitVec 64))
(declare-fun v5896@A () (_ BitVec 64))
(declare-fun v6008@A () (_ BitVec 64))
(declare-fun v6120@A () (_ BitVec 64))
(declare-fun v6232@A () (_ BitVec 64))
(declare-fun v6344@A () (_ BitVec 64))
(declare-fun v6456@A () (_ BitVec 64))
(declare-fun v6568@A () (_ BitVec 64))
(declare-fun v6680@A () (_ BitVec 64))
(declare-fun v6792@A () (_ BitVec 64))
(declare-fun v6904@A () (_ BitVec 64))
(declare-fun v7016@A () (_ BitVec 64))
(declare-fun v7128@A () (_ BitVec 64))
(declare-fun v7240@A () (_ BitVec 64))
(declare-fun v7352@A () (_ BitVec 64))
(declare-fun v7464@A () (_ BitVec 64))
(declare-fun v7576@A () (_ BitVec 64))
(declare-fun v7688@A () (_ BitVec 64))
(declare-fun v7800@A () (_ BitVec 64))
(declare-fun v7912@A () (_ BitVec 64))
(declare-fun v8024@A () (_ BitVec 64))
(declare-fun v8136@A () (_ BitVec 64))
(declare-fun v8248@A () (_ BitVec 64))
(declare-fun v8360@A () (_ BitVec 64))
(declare-fun v8472@A () (_ BitVec 64))
(declare-fun v8584@A () (_ BitVec 64))
(declare-fun v8696@A () (_ BitVec 64))
(declare-fun v8808@A () (_ BitVec 64))
(declare-fun v8920@A () (_ BitVec 64))
(declare-fun v9032@A () (_ BitVec 64))
(declare-fun v9144@A () (_ BitVec 64))
(declare-fun v9256@A () (_ BitVec 64))
(declare-fun v9368@A () (_ BitVec 64))
(declare-fun v9480@A () (_ BitVec 64))
(declare-fun v9592@A () (_ BitVec 64))
(declare-fun v9704@A () (_ BitVec 64))
(declare-fun v9816@A () (_ BitVec 64))
(declare-fun v9928@A () (_ BitVec 64))
(declare-fun v10039@A () (_ BitVec 64))
(declare-fun v10150@A () (_ BitVec 64))
(declare-fun v10260@A () (_ BitVec 64))
(declare-fun v10370@A () (_ BitVec 64))
(declare-fun v10480@A () (_ BitVec 64))
(declare-fun v10590@A () (_ BitVec 64))
(declare-fun v10700@A () (_ BitVec 64))
(declare-fun v10810@A () (_ BitVec 64))
(declare-fun v10920@A () (_ BitVec 64))
(declare-fun v11030@A () (_ BitVec 64))
(declare-fun v11140@A () (_ BitVec 64))
(declare-fun v11250@A () (_ BitVec 64))
(declare-fun v11360@A () (_ BitVec 64))
(declare-fun v11470@A () (_ BitVec 64))
(declare-fun v11580@A () (_ BitVec 64))
(declare-fun v11690@A () (_ BitVec 64))
(declare-fun v11800@A () (_ BitVec 64))
(declare-fun v11910@A () (_ BitVec 64))
(declare-fun v12020@A () (_ BitVec 64))
(declare-fun v12130@A () (_ BitVec 64))
(declare-fun v12240@A () (_ BitVec 64))
(declare-fun v12350@A () (_ BitVec 64))
(declare-fun v12460@A () (_ BitVec 64))
(declare-fun v12570@A () (_ BitVec 64))
(declare-fun v12680@A () (_ BitVec 64))
(declare-fun v12790@A () (_ BitVec 64))
(declare-fun v12900@A () (_ BitVec 64))
(declare-fun v13010@A () (_ BitVec 64))
(declare-fun v13120@A () (_ BitVec 64))
(declare-fun v13230@A () (_ BitVec 64))
(declare-fun v13340@A () (_ BitVec 64))
(declare-fun v13450@A () (_ BitVec 64))
(declare-fun v13560@A () (_ BitVec 64))
(declare-fun v13670@A () (_ BitVec 64))
(declare-fun v13780@A () (_ BitVec 64))
(declare-fun v13890@A () (_ BitVec 64))
(declare-fun v14000@A () (_ BitVec 64))
(declare-fun v14110@A () (_ BitVec 64))
(declare-fun v14220@A () (_ BitVec 64))
(declare-fun v14330@A () (_ BitVec 64))
(declare-fun v14440@A () (_ BitVec 64))
(declare-fun v14550@A () (_ BitVec 64))
(declare-fun v14660@A () (_ BitVec 64))
(declare-fun v14770@A () (_ BitVec 64))
(declare-fun v14880@A () (_ BitVec 64))
(declare-fun v14990@A () (_ BitVec 64))
(declare-fun v15100@A () (_ BitVec 64))
(declare-fun v15210@A () (_ BitVec 64))
(declare-fun v15320@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun v5@A () Bool)
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvule v111@A (_ bv0 64)))
(assert
 (bvule v201@A (_ bv0 64)))
(assert
 (bvule v291@A (_ bv0 64)))
(assert
 (bvule v381@A (_ bv0 64)))
(assert
 (bvule v471@A (_ bv0 64)))
(assert
 (bvule v561@A (_ bv0 64)))
(assert
 (bvule v651@A (_ bv0 64)))
(assert
 (bvule v741@A (_ bv0 64)))
(assert
 (bvule v831@A (_ bv0 64)))
(assert
 (bvule v921@A (_ bv0 64)))
(assert
 (bvule v1011@A (_ bv0 64)))
(assert
 (bvule v1101@A (_ bv0 64)))
(assert
 (bvule v1191@A (_ bv0 64)))
(assert
 (bvule v1281@A (_ bv0 64)))
(assert
 (bvule v1371@A (_ bv0 64)))
(assert
 (bvule v1461@A (_ bv0 64)))
(assert
 (bvule v1551@A (_ bv0 64)))
(assert
 (bvule v1641@A (_ bv0 64)))
(assert
 (bvule v1731@A (_ bv0 64)))
(assert
 (bvule v1821@A (_ bv0 64)))
(assert
 (bvule v1911@A (_ bv0 64)))
(assert
 (bvule v2001@A (_ bv0 64)))
(assert
 (bvule v2091@A (_ bv0 64)))
(assert
 (bvule v2181@A (_ bv0 64)))
(assert
 (bvule v2271@A (_ bv0 64)))
(assert
 (bvule v2361@A (_ bv0 64)))
(assert
 (bvule v2451@A (_ bv0 64)))
(assert
 (bvule v2541@A (_ bv0 64)))
(assert
 (bvule v2631@A (_ bv0 64)))
(assert
 (bvule v2721@A (_ bv0 64)))
(assert
 (bvule v2811@A (_ bv0 64)))
(assert
 (bvule v2901@A (_ bv0 64)))
(assert
 (bvule v2991@A (_ bv0 64)))
(assert
 (bvule v3081@A (_ bv0 64)))
(assert
 (bvule v3171@A (_ bv0 64)))
(assert
 (bvule v3261@A (_ bv0 64)))
(assert
 (bvule v3351@A (_ bv0 64)))
(assert
 (bvule v3441@A (_ bv0 64)))
(assert
 (bvule v3531@A (_ bv0 64)))
(assert
 (bvule v3621@A (_ bv0 64)))
(assert
 (bvule v3711@A (_ bv0 64)))
(assert
 (bvule v3801@A (_ bv0 64)))
(assert
 (bvule v3891@A (_ bv0 64)))
(assert
 (bvule v3981@A (_ bv0 64)))
(assert
 (bvule v4071@A (_ bv0 64)))
(assert
 (bvule v4161@A (_ bv0 64)))
(assert
 (bvule v4251@A (_ bv0 64)))
(assert
 (bvule v4341@A (_ bv0 64)))
(assert
 (bvule v4469@A (_ bv0 64)))
(assert
 (bvule v4664@A (_ bv0 64)))
(assert
 (bvule v4776@A (_ bv0 64)))
(assert
 (bvule v4888@A (_ bv0 64)))
(assert
 (bvule v5000@A (_ bv0 64)))
(assert
 (bvule v5112@A (_ bv0 64)))
(assert
 (bvule v5224@A (_ bv0 64)))
(assert
 (bvule v5336@A (_ bv0 64)))
(assert
 (bvule v5448@A (_ bv0 64)))
(assert
 (bvule v5560@A (_ bv0 64)))
(assert
 (bvule v5672@A (_ bv0 64)))
(assert
 (bvule v5784@A (_ bv0 64)))
(assert
 (bvule v5896@A (_ bv0 64)))
(assert
 (bvule v6008@A (_ bv0 64)))
(assert
 (bvule v6120@A (_ bv0 64)))
(assert
 (bvule v6232@A (_ bv0 64)))
(assert
 (bvule v6344@A (_ bv0 64)))
(assert
 (bvule v6456@A (_ bv0 64)))
(assert
 (bvule v6568@A (_ bv0 64)))
(assert
 (bvule v6680@A (_ bv0 64)))
(assert
 (bvule v6792@A (_ bv0 64)))
(assert
 (bvule v6904@A (_ bv0 64)))
(assert
 (bvule v7016@A (_ bv0 64)))
(assert
 (bvule v7128@A (_ bv0 64)))
(assert
 (bvule v7240@A (_ bv0 64)))
(assert
 (bvule v7352@A (_ bv0 64)))
(assert
 (bvule v7464@A (_ bv0 64)))
(assert
 (bvule v7576@A (_ bv0 64)))
(assert
 (bvule v7688@A (_ bv0 64)))
(assert
 (bvule v7800@A (_ bv0 64)))
(assert
 (bvule v7912@A (_ bv0 64)))
(assert
 (bvule v8024@A (_ bv0 64)))
(assert
 (bvule v8136@A (_ bv0 64)))
(assert
 (bvule v8248@A (_ bv0 64)))
(assert
 (bvule v8360@A (_ bv0 64)))
(assert
 (bvule v8472@A (_ bv0 64)))
(assert
 (bvule v8584@A (_ bv0 64)))
(assert
 (bvule v8696@A (_ bv0 64)))
(assert
 (bvule v8808@A (_ bv0 64)))
(assert
 (bvule v8920@A (_ bv0 64)))
(assert
 (bvule v9032@A (_ bv0 64)))
(assert
 (bvule v9144@A (_ bv0 64)))
(assert
 (bvule v9256@A (_ bv0 64)))
(assert
 (bvule v9368@A (_ bv0 64)))
(assert
 (bvule v9480@A (_ bv0 64)))
(assert
 (bvule v9592@A (_ bv0 64)))
(assert
 (bvule v9704@A (_ bv0 64)))
(assert
 (bvule v9816@A (_ bv0 64)))
(assert
 (bvule v9928@A (_ bv0 64)))
(assert
 (bvule v10039@A (_ bv0 64)))
(assert
 (bvule v10150@A (_ bv0 64)))
(assert
 (bvule v10260@A (_ bv0 64)))
(assert
 (bvule v10370@A (_ bv0 64)))
(assert
 (bvule v10480@A (_ bv0 64)))
(assert
 (bvule v10590@A (_ bv0 64)))
(assert
 (bvule v10700@A (_ bv0 64)))
(assert
 (bvule v10810@A (_ bv0 64)))
(assert
 (bvule v10920@A (_ bv0 64)))
(assert
 (bvule v11030@A (_ bv0 64)))
(assert
 (bvule v11140@A (_ bv0 64)))
(assert
 (bvule v11250@A (_ bv0 64)))
(assert
 (bvule v11360@A (_ bv0 64)))
(assert
 (bvule v11470@A (_ bv0 64)))
(assert
 (bvule v11580@A (_ bv0 64)))
(assert
 (bvule v11690@A (_ bv0 64)))
(assert
 (bvule v11800@A (_ bv0 64)))
(assert
 (bvule v11910@A (_ bv0 64)))
(assert
 (bvule v12020@A (_ bv0 64)))
(assert
 (bvule v12130@A (_ bv0 64)))
(assert
 (bvule v12240@A (_ bv0 64)))
(assert
 (bvule v12350@A (_ bv0 64)))
(assert
 (bvule v12460@A (_ bv0 64)))
(assert
 (bvule v12570@A (_ bv0 64)))
(assert
 (bvule v12680@A (_ bv0 64)))
(assert
 (bvule v12790@A (_ bv0 64)))
(assert
 (bvule v12900@A (_ bv0 64)))
(assert
 (bvule v13010@A (_ bv0 64)))
(assert
 (bvule v13120@A (_ bv0 64)))
(assert
 (bvule v13230@A (_ bv0 64)))
(assert
 (bvule v13340@A (_ bv0 64)))
(assert
 (bvule v13450@A (_ bv0 64)))
(assert
 (bvule v13560@A (_ bv0 64)))
(assert
 (bvule v13670@A (_ bv0 64)))
(assert
 (bvule v13780@A (_ bv0 64)))
(assert
 (bvule v13890@A (_ bv0 64)))
(assert
 (bvule v14000@A (_ bv0 64)))
(assert
 (bvule v14110@A (_ bv0 64)))
(assert
 (bvule v14220@A (_ bv0 64)))
(assert
 (bvule v14330@A (_ bv0 64)))
(assert
 (bvule v14440@A (_ bv0 64)))
(assert
 (bvule v14550@A (_ bv0 64)))
(assert
 (bvule v14660@A (_ bv0 64)))
(assert
 (bvule v14770@A (_ bv0 64)))
(assert
 (bvule v14880@A (_ bv0 64)))
(assert
 (bvule v14990@A (_ bv0 64)))
(assert
 (bvule v15100@A (_ bv0 64)))
(assert
 (bvule v15210@A (_ bv0 64)))
(assert
 (bvule v15320@A (_ bv0 64)))
(assert
 (let (($x313 (= param!power (_ bv1 32))))
(let (($x22446 (and $x313 (= tid.x@A (_ bv0 32)))))
(let (($x513 (and $x313 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
(let (($x42629 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v15320@A)))) (_ bv0 22)))))
(let (($x42634 (and $x313 (not (or $x42629 $x361)))))
(let (($x42343 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v15210@A)))) (_ bv0 22)))))
(let (($x42348 (and $x313 (not (or $x42343 $x361)))))
(let (($x42057 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v15100@A)))) (_ bv0 22)))))
(let (($x42062 (and $x313 (not (or $x42057 $x361)))))
(let (($x41771 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14990@A)))) (_ bv0 22)))))
(let (($x41776 (and $x313 (not (or $x41771 $x361)))))
(let (($x41485 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14880@A)))) (_ bv0 22)))))
(let (($x41490 (and $x313 (not (or $x41485 $x361)))))
(let (($x41199 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14770@A)))) (_ bv0 22)))))
(let (($x41204 (and $x313 (not (or $x41199 $x361)))))
(let (($x40913 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14660@A)))) (_ bv0 22)))))
(let (($x40918 (and $x313 (not (or $x40913 $x361)))))
(let (($x40627 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14550@A)))) (_ bv0 22)))))
(let (($x40632 (and $x313 (not (or $x40627 $x361)))))
(let (($x40341 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14440@A)))) (_ bv0 22)))))
(let (($x40346 (and $x313 (not (or $x40341 $x361)))))
(let (($x40055 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14330@A)))) (_ bv0 22)))))
(let (($x40060 (and $x313 (not (or $x40055 $x361)))))
(let (($x39769 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14220@A)))) (_ bv0 22)))))
(let (($x39774 (and $x313 (not (or $x39769 $x361)))))
(let (($x39483 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14110@A)))) (_ bv0 22)))))
(let (($x39488 (and $x313 (not (or $x39483 $x361)))))
(let (($x39197 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14000@A)))) (_ bv0 22)))))
(let (($x39202 (and $x313 (not (or $x39197 $x361)))))
(let (($x38911 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13890@A)))) (_ bv0 22)))))
(let (($x38916 (and $x313 (not (or $x38911 $x361)))))
(let (($x38625 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13780@A)))) (_ bv0 22)))))
(let (($x38630 (and $x313 (not (or $x38625 $x361)))))
(let (($x38339 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13670@A)))) (_ bv0 22)))))
(let (($x38344 (and $x313 (not (or $x38339 $x361)))))
(let (($x38053 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13560@A)))) (_ bv0 22)))))
(let (($x38058 (and $x313 (not (or $x38053 $x361)))))
(let (($x37767 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13450@A)))) (_ bv0 22)))))
(let (($x37772 (and $x313 (not (or $x37767 $x361)))))
(let (($x37481 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13340@A)))) (_ bv0 22)))))
(let (($x37486 (and $x313 (not (or $x37481 $x361)))))
(let (($x37195 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13230@A)))) (_ bv0 22)))))
(let (($x37200 (and $x313 (not (or $x37195 $x361)))))
(let (($x36910 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13120@A)))) (_ bv0 22)))))
(let (($x36915 (and $x313 (not (or $x36910 $x361)))))
(let (($x36624 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13010@A)))) (_ bv0 22)))))
(let (($x36629 (and $x313 (not (or $x36624 $x361)))))
(let (($x36338 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12900@A)))) (_ bv0 22)))))
(let (($x36343 (and $x313 (not (or $x36338 $x361)))))
(let (($x36052 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12790@A)))) (_ bv0 22)))))
(let (($x36057 (and $x313 (not (or $x36052 $x361)))))
(let (($x35766 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12680@A)))) (_ bv0 22)))))
(let (($x35771 (and $x313 (not (or $x35766 $x361)))))
(let (($x35480 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12570@A)))) (_ bv0 22)))))
(let (($x35485 (and $x313 (not (or $x35480 $x361)))))
(let (($x35194 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12460@A)))) (_ bv0 22)))))
(let (($x35199 (and $x313 (not (or $x35194 $x361)))))
(let (($x34908 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12350@A)))) (_ bv0 22)))))
(let (($x34913 (and $x313 (not (or $x34908 $x361)))))
(let (($x34622 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12240@A)))) (_ bv0 22)))))
(let (($x34627 (and $x313 (not (or $x34622 $x361)))))
(let (($x34336 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12130@A)))) (_ bv0 22)))))
(let (($x34341 (and $x313 (not (or $x34336 $x361)))))
(let (($x34050 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12020@A)))) (_ bv0 22)))))
(let (($x34055 (and $x313 (not (or $x34050 $x361)))))
(let (($x33764 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11910@A)))) (_ bv0 22)))))
(let (($x33769 (and $x313 (not (or $x33764 $x361)))))
(let (($x33478 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11800@A)))) (_ bv0 22)))))
(let (($x33483 (and $x313 (not (or $x33478 $x361)))))
(let (($x33192 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11690@A)))) (_ bv0 22)))))
(let (($x33197 (and $x313 (not (or $x33192 $x361)))))
(let (($x32906 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11580@A)))) (_ bv0 22)))))
(let (($x32911 (and $x313 (not (or $x32906 $x361)))))
(let (($x32620 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11470@A)))) (_ bv0 22)))))
(let (($x32625 (and $x313 (not (or $x32620 $x361)))))
(let (($x32334 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11360@A)))) (_ bv0 22)))))
(let (($x32339 (and $x313 (not (or $x32334 $x361)))))
(let (($x32048 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11250@A)))) (_ bv0 22)))))
(let (($x32053 (and $x313 (not (or $x32048 $x361)))))
(let (($x31762 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11140@A)))) (_ bv0 22)))))
(let (($x31767 (and $x313 (not (or $x31762 $x361)))))
(let (($x31476 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11030@A)))) (_ bv0 22)))))
(let (($x31481 (and $x313 (not (or $x31476 $x361)))))
(let (($x31190 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10920@A)))) (_ bv0 22)))))
(let (($x31195 (and $x313 (not (or $x31190 $x361)))))
(let (($x30904 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10810@A)))) (_ bv0 22)))))
(let (($x30909 (and $x313 (not (or $x30904 $x361)))))
(let (($x30618 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10700@A)))) (_ bv0 22)))))
(let (($x30623 (and $x313 (not (or $x30618 $x361)))))
(let (($x30332 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10590@A)))) (_ bv0 22)))))
(let (($x30337 (and $x313 (not (or $x30332 $x361)))))
(let (($x30046 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10480@A)))) (_ bv0 22)))))
(let (($x30051 (and $x313 (not (or $x30046 $x361)))))
(let (($x29760 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10370@A)))) (_ bv0 22)))))
(let (($x29765 (and $x313 (not (or $x29760 $x361)))))
(let (($x29474 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10260@A)))) (_ bv0 22)))))
(let (($x29479 (and $x313 (not (or $x29474 $x361)))))
(let (($x28917 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10150@A)))) (_ bv0 22)))))
(let (($x28922 (and $x313 (not (or $x28917 $x361)))))
(let (($x28680 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10039@A)))) (_ bv0 22)))))
(let (($x28685 (and $x313 (not (or $x28680 $x361)))))
(let (($x28534 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9928@A)))) (_ bv0 22)))))
(let (($x28539 (and $x313 (not (or $x28534 $x361)))))
(let (($x28244 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9816@A)))) (_ bv0 22)))))
(let (($x28249 (and $x313 (not (or $x28244 $x361)))))
(let (($x27954 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9704@A)))) (_ bv0 22)))))
(let (($x27959 (and $x313 (not (or $x27954 $x361)))))
(let (($x27664 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9592@A)))) (_ bv0 22)))))
(let (($x27669 (and $x313 (not (or $x27664 $x361)))))
(let (($x27374 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9480@A)))) (_ bv0 22)))))
(let (($x27379 (and $x313 (not (or $x27374 $x361)))))
(let (($x27084 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9368@A)))) (_ bv0 22)))))
(let (($x27089 (and $x313 (not (or $x27084 $x361)))))
(let (($x26794 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9256@A)))) (_ bv0 22)))))
(let (($x26799 (and $x313 (not (or $x26794 $x361)))))
(let (($x26504 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9144@A)))) (_ bv0 22)))))
(let (($x26509 (and $x313 (not (or $x26504 $x361)))))
(let (($x26214 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9032@A)))) (_ bv0 22)))))
(let (($x26219 (and $x313 (not (or $x26214 $x361)))))
(let (($x25924 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8920@A)))) (_ bv0 22)))))
(let (($x25929 (and $x313 (not (or $x25924 $x361)))))
(let (($x25634 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8808@A)))) (_ bv0 22)))))
(let (($x25639 (and $x313 (not (or $x25634 $x361)))))
(let (($x25344 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8696@A)))) (_ bv0 22)))))
(let (($x25349 (and $x313 (not (or $x25344 $x361)))))
(let (($x25054 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8584@A)))) (_ bv0 22)))))
(let (($x25059 (and $x313 (not (or $x25054 $x361)))))
(let (($x24764 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8472@A)))) (_ bv0 22)))))
(let (($x24769 (and $x313 (not (or $x24764 $x361)))))
(let (($x24474 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8360@A)))) (_ bv0 22)))))
(let (($x24479 (and $x313 (not (or $x24474 $x361)))))
(let (($x24184 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8248@A)))) (_ bv0 22)))))
(let (($x24189 (and $x313 (not (or $x24184 $x361)))))
(let (($x23894 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8136@A)))) (_ bv0 22)))))
(let (($x23899 (and $x313 (not (or $x23894 $x361)))))
(let (($x23604 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8024@A)))) (_ bv0 22)))))
(let (($x23609 (and $x313 (not (or $x23604 $x361)))))
(let (($x23314 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7912@A)))) (_ bv0 22)))))
(let (($x23319 (and $x313 (not (or $x23314 $x361)))))
(let (($x23024 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7800@A)))) (_ bv0 22)))))
(let (($x23029 (and $x313 (not (or $x23024 $x361)))))
(let (($x22734 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7688@A)))) (_ bv0 22)))))
(let (($x22739 (and $x313 (not (or $x22734 $x361)))))
(let (($x22444 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7576@A)))) (_ bv0 22)))))
(let (($x22449 (and $x313 (not (or $x22444 $x361)))))
(let (($x22154 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7464@A)))) (_ bv0 22)))))
(let (($x22159 (and $x313 (not (or $x22154 $x361)))))
(let (($x21864 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7352@A)))) (_ bv0 22)))))
(let (($x21869 (and $x313 (not (or $x21864 $x361)))))
(let (($x21574 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7240@A)))) (_ bv0 22)))))
(let (($x21579 (and $x313 (not (or $x21574 $x361)))))
(let (($x21284 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7128@A)))) (_ bv0 22)))))
(let (($x21289 (and $x313 (not (or $x21284 $x361)))))
(let (($x20994 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7016@A)))) (_ bv0 22)))))
(let (($x20999 (and $x313 (not (or $x20994 $x361)))))
(let (($x20704 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6904@A)))) (_ bv0 22)))))
(let (($x20709 (and $x313 (not (or $x20704 $x361)))))
(let (($x20414 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6792@A)))) (_ bv0 22)))))
(let (($x20419 (and $x313 (not (or $x20414 $x361)))))
(let (($x20124 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6680@A)))) (_ bv0 22)))))
(let (($x20129 (and $x313 (not (or $x20124 $x361)))))
(let (($x19834 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6568@A)))) (_ bv0 22)))))
(let (($x19839 (and $x313 (not (or $x19834 $x361)))))
(let (($x19544 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6456@A)))) (_ bv0 22)))))
(let (($x19549 (and $x313 (not (or $x19544 $x361)))))
(let (($x19254 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6344@A)))) (_ bv0 22)))))
(let (($x19259 (and $x313 (not (or $x19254 $x361)))))
(let (($x18964 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6232@A)))) (_ bv0 22)))))
(let (($x18969 (and $x313 (not (or $x18964 $x361)))))
(let (($x18674 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6120@A)))) (_ bv0 22)))))
(let (($x18679 (and $x313 (not (or $x18674 $x361)))))
(let (($x18384 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6008@A)))) (_ bv0 22)))))
(let (($x18389 (and $x313 (not (or $x18384 $x361)))))
(let (($x18094 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5896@A)))) (_ bv0 22)))))
(let (($x18099 (and $x313 (not (or $x18094 $x361)))))
(let (($x17804 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5784@A)))) (_ bv0 22)))))
(let (($x17809 (and $x313 (not (or $x17804 $x361)))))
(let (($x17514 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5672@A)))) (_ bv0 22)))))
(let (($x17519 (and $x313 (not (or $x17514 $x361)))))
(let (($x17224 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5560@A)))) (_ bv0 22)))))
(let (($x17229 (and $x313 (not (or $x17224 $x361)))))
(let (($x16934 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5448@A)))) (_ bv0 22)))))
(let (($x16939 (and $x313 (not (or $x16934 $x361)))))
(let (($x16644 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5336@A)))) (_ bv0 22)))))
(let (($x16649 (and $x313 (not (or $x16644 $x361)))))
(let (($x16354 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5224@A)))) (_ bv0 22)))))
(let (($x16359 (and $x313 (not (or $x16354 $x361)))))
(let (($x16064 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5112@A)))) (_ bv0 22)))))
(let (($x16069 (and $x313 (not (or $x16064 $x361)))))
(let (($x15885 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5000@A)))) (_ bv0 22)))))
(let (($x15697 (and $x313 (not (or $x15885 $x361)))))
(let (($x15040 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4888@A)))) (_ bv0 22)))))
(let (($x15669 (and $x313 (not (or $x15040 $x361)))))
(let (($x14408 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4776@A)))) (_ bv0 22)))))
(let (($x14694 (and $x313 (not (or $x14408 $x361)))))
(let (($x4100 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4664@A)))) (_ bv0 22)))))
(let (($x4306 (and $x313 (not (or $x4100 $x361)))))
(let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
(let (($x15227 (and $x313 $x366)))
(let (($x15837 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4469@A)))) (_ bv0 22)))))
(let (($x15842 (and $x313 (not (or $x15837 $x361)))))
(let (($x14589 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4341@A)))) (_ bv0 22)))))
(let (($x14013 (and $x313 (not (or $x14589 $x361)))))
(let (($x12882 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4251@A)))) (_ bv0 22)))))
(let (($x14166 (and $x313 (not (or $x12882 $x361)))))
(let (($x14544 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4161@A)))) (_ bv0 22)))))
(let (($x14549 (and $x313 (not (or $x14544 $x361)))))
(let (($x14277 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4071@A)))) (_ bv0 22)))))
(let (($x14282 (and $x313 (not (or $x14277 $x361)))))
(let (($x14010 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3981@A)))) (_ bv0 22)))))
(let (($x14015 (and $x313 (not (or $x14010 $x361)))))
(let (($x13743 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3891@A)))) (_ bv0 22)))))
(let (($x13748 (and $x313 (not (or $x13743 $x361)))))
(let (($x13476 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3801@A)))) (_ bv0 22)))))
(let (($x13481 (and $x313 (not (or $x13476 $x361)))))
(let (($x13209 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3711@A)))) (_ bv0 22)))))
(let (($x13214 (and $x313 (not (or $x13209 $x361)))))
(let (($x12942 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3621@A)))) (_ bv0 22)))))
(let (($x12947 (and $x313 (not (or $x12942 $x361)))))
(let (($x12675 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3531@A)))) (_ bv0 22)))))
(let (($x12680 (and $x313 (not (or $x12675 $x361)))))
(let (($x12408 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3441@A)))) (_ bv0 22)))))
(let (($x12413 (and $x313 (not (or $x12408 $x361)))))
(let (($x12141 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3351@A)))) (_ bv0 22)))))
(let (($x12146 (and $x313 (not (or $x12141 $x361)))))
(let (($x11874 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3261@A)))) (_ bv0 22)))))
(let (($x11879 (and $x313 (not (or $x11874 $x361)))))
(let (($x11607 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3171@A)))) (_ bv0 22)))))
(let (($x11612 (and $x313 (not (or $x11607 $x361)))))
(let (($x11340 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3081@A)))) (_ bv0 22)))))
(let (($x11345 (and $x313 (not (or $x11340 $x361)))))
(let (($x11073 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2991@A)))) (_ bv0 22)))))
(let (($x11078 (and $x313 (not (or $x11073 $x361)))))
(let (($x10806 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2901@A)))) (_ bv0 22)))))
(let (($x10808 (and $x313 (not (or $x10806 $x361)))))
(let (($x10541 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2811@A)))) (_ bv0 22)))))
(let (($x10546 (and $x313 (not (or $x10541 $x361)))))
(let (($x9819 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2721@A)))) (_ bv0 22)))))
(let (($x9827 (and $x313 (not (or $x9819 $x361)))))
(let (($x9632 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2631@A)))) (_ bv0 22)))))
(let (($x9782 (and $x313 (not (or $x9632 $x361)))))
(let (($x9464 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2541@A)))) (_ bv0 22)))))
(let (($x9549 (and $x313 (not (or $x9464 $x361)))))
(let (($x9421 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2451@A)))) (_ bv0 22)))))
(let (($x8815 (and $x313 (not (or $x9421 $x361)))))
(let (($x8829 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2361@A)))) (_ bv0 22)))))
(let (($x9136 (and $x313 (not (or $x8829 $x361)))))
(let (($x8548 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2271@A)))) (_ bv0 22)))))
(let (($x8287 (and $x313 (not (or $x8548 $x361)))))
(let (($x8447 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2181@A)))) (_ bv0 22)))))
(let (($x8062 (and $x313 (not (or $x8447 $x361)))))
(let (($x8090 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2091@A)))) (_ bv0 22)))))
(let (($x7787 (and $x313 (not (or $x8090 $x361)))))
(let (($x8012 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2001@A)))) (_ bv0 22)))))
(let (($x8018 (and $x313 (not (or $x8012 $x361)))))
(let (($x7745 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1911@A)))) (_ bv0 22)))))
(let (($x7751 (and $x313 (not (or $x7745 $x361)))))
(let (($x7478 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1821@A)))) (_ bv0 22)))))
(let (($x7484 (and $x313 (not (or $x7478 $x361)))))
(let (($x7211 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1731@A)))) (_ bv0 22)))))
(let (($x7217 (and $x313 (not (or $x7211 $x361)))))
(let (($x6944 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1641@A)))) (_ bv0 22)))))
(let (($x6950 (and $x313 (not (or $x6944 $x361)))))
(let (($x6677 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1551@A)))) (_ bv0 22)))))
(let (($x6683 (and $x313 (not (or $x6677 $x361)))))
(let (($x6410 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1461@A)))) (_ bv0 22)))))
(let (($x6416 (and $x313 (not (or $x6410 $x361)))))
(let (($x6144 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1371@A)))) (_ bv0 22)))))
(let (($x6150 (and $x313 (not (or $x6144 $x361)))))
(let (($x5878 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1281@A)))) (_ bv0 22)))))
(let (($x5884 (and $x313 (not (or $x5878 $x361)))))
(let (($x5611 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1191@A)))) (_ bv0 22)))))
(let (($x5617 (and $x313 (not (or $x5611 $x361)))))
(let (($x5344 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1101@A)))) (_ bv0 22)))))
(let (($x5350 (and $x313 (not (or $x5344 $x361)))))
(let (($x5077 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1011@A)))) (_ bv0 22)))))
(let (($x5083 (and $x313 (not (or $x5077 $x361)))))
(let (($x4810 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v921@A)))) (_ bv0 22)))))
(let (($x4816 (and $x313 (not (or $x4810 $x361)))))
(let (($x4543 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v831@A)))) (_ bv0 22)))))
(let (($x4549 (and $x313 (not (or $x4543 $x361)))))
(let (($x4276 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v741@A)))) (_ bv0 22)))))
(let (($x4282 (and $x313 (not (or $x4276 $x361)))))
(let (($x4010 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v651@A)))) (_ bv0 22)))))
(let (($x4015 (and $x313 (not (or $x4010 $x361)))))
(let (($x3574 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v561@A)))) (_ bv0 22)))))
(let (($x3610 (and $x313 (not (or $x3574 $x361)))))
(let (($x3439 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v471@A)))) (_ bv0 22)))))
(let (($x3315 (and $x313 (not (or $x3439 $x361)))))
(let (($x3125 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v381@A)))) (_ bv0 22)))))
(let (($x3094 (and $x313 (not (or $x3125 $x361)))))
(let (($x2816 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v291@A)))) (_ bv0 22)))))
(let (($x2817 (and $x313 (not (or $x2816 $x361)))))
(let (($x2581 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v201@A)))) (_ bv0 22)))))
(let (($x2568 (and $x313 (not (or $x2581 $x361)))))
(let (($x631 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v111@A)))) (_ bv0 22)))))
(let (($x636 (and $x313 (not (or $x631 $x361)))))
(let (($x403 (and $x313 v5@A $x366)))
(let (($x367 (and $x313 (not v5@A) $x366)))
(or $x313 $x313 $x313 $x367 $x367 $x403 $x403 $x513 $x313 $x313 $x513 $x313 $x636 $x513 $x313 $x2568 $x513 $x313 $x2817 $x513 $x313 $x3094 $x513 $x313 $x3315 $x513 $x313 $x3610 $x513 $x313 $x4015 $x513 $x313 $x4282 $x513 $x313 $x4549 $x513 $x313 $x4816 $x513 $x313 $x5083 $x513 $x313 $x5350 $x513 $x313 $x5617 $x513 $x313 $x5884 $x513 $x313 $x6150 $x513 $x313 $x6416 $x513 $x313 $x6683 $x513 $x313 $x6950 $x513 $x313 $x7217 $x513 $x313 $x7484 $x513 $x313 $x7751 $x513 $x313 $x8018 $x513 $x313 $x7787 $x513 $x313 $x8062 $x513 $x313 $x8287 $x513 $x313 $x9136 $x513 $x313 $x8815 $x513 $x313 $x9549 $x513 $x313 $x9782 $x513 $x313 $x9827 $x513 $x313 $x10546 $x513 $x313 $x10808 $x513 $x313 $x11078 $x513 $x313 $x11345 $x513 $x313 $x11612 $x513 $x313 $x11879 $x513 $x313 $x12146 $x513 $x313 $x12413 $x513 $x313 $x12680 $x513 $x313 $x12947 $x513 $x313 $x13214 $x513 $x313 $x13481 $x513 $x313 $x13748 $x513 $x313 $x14015 $x513 $x313 $x14282 $x513 $x313 $x14549 $x513 $x313 $x14166 $x513 $x313 $x14013 $x513 $x313 $x15842 $x513 $x313 $x15227 $x15227 $x513 $x313 $x313 $x4306 $x4306 $x513 $x313 $x14694 $x14694 $x513 $x313 $x15669 $x15669 $x513 $x313 $x15697 $x15697 $x513 $x313 $x16069 $x16069 $x513 $x313 $x16359 $x16359 $x513 $x313 $x16649 $x16649 $x513 $x313 $x16939 $x16939 $x513 $x313 $x17229 $x17229 $x513 $x313 $x17519 $x17519 $x513 $x313 $x17809 $x17809 $x513 $x313 $x18099 $x18099 $x513 $x313 $x18389 $x18389 $x513 $x313 $x18679 $x18679 $x513 $x313 $x18969 $x18969 $x513 $x313 $x19259 $x19259 $x513 $x313 $x19549 $x19549 $x513 $x313 $x19839 $x19839 $x513 $x313 $x20129 $x20129 $x513 $x313 $x20419 $x20419 $x513 $x313 $x20709 $x20709 $x513 $x313 $x20999 $x20999 $x513 $x313 $x21289 $x21289 $x513 $x313 $x21579 $x21579 $x513 $x313 $x21869 $x21869 $x513 $x313 $x22159 $x22159 $x513 $x313 $x22449 $x22449 $x513 $x313 $x22739 $x22739 $x513 $x313 $x23029 $x23029 $x513 $x313 $x23319 $x23319 $x513 $x313 $x23609 $x23609 $x513 $x313 $x23899 $x23899 $x513 $x313 $x24189 $x24189 $x513 $x313 $x24479 $x24479 $x513 $x313 $x24769 $x24769 $x513 $x313 $x25059 $x25059 $x513 $x313 $x25349 $x25349 $x513 $x313 $x25639 $x25639 $x513 $x313 $x25929 $x25929 $x513 $x313 $x26219 $x26219 $x513 $x313 $x26509 $x26509 $x513 $x313 $x26799 $x26799 $x513 $x313 $x27089 $x27089 $x513 $x313 $x27379 $x27379 $x513 $x313 $x27669 $x27669 $x513 $x313 $x27959 $x27959 $x513 $x313 $x28249 $x28249 $x513 $x313 $x28539 $x28539 $x513 $x313 $x28685 $x28685 $x513 $x313 $x313 $x313 $x28922 $x28922 $x513 $x313 $x29479 $x29479 $x513 $x313 $x29765 $x29765 $x513 $x313 $x30051 $x30051 $x513 $x313 $x30337 $x30337 $x513 $x313 $x30623 $x30623 $x513 $x313 $x30909 $x30909 $x513 $x313 $x31195 $x31195 $x513 $x313 $x31481 $x31481 $x513 $x313 $x31767 $x31767 $x513 $x313 $x32053 $x32053 $x513 $x313 $x32339 $x32339 $x513 $x313 $x32625 $x32625 $x513 $x313 $x32911 $x32911 $x513 $x313 $x33197 $x33197 $x513 $x313 $x33483 $x33483 $x513 $x313 $x33769 $x33769 $x513 $x313 $x34055 $x34055 $x513 $x313 $x34341 $x34341 $x513 $x313 $x34627 $x34627 $x513 $x313 $x34913 $x34913 $x513 $x313 $x35199 $x35199 $x513 $x313 $x35485 $x35485 $x513 $x313 $x35771 $x35771 $x513 $x313 $x36057 $x36057 $x513 $x313 $x36343 $x36343 $x513 $x313 $x36629 $x36629 $x513 $x313 $x36915 $x36915 $x513 $x313 $x37200 $x37200 $x513 $x313 $x37486 $x37486 $x513 $x313 $x37772 $x37772 $x513 $x313 $x38058 $x38058 $x513 $x313 $x38344 $x38344 $x513 $x313 $x38630 $x38630 $x513 $x313 $x38916 $x38916 $x513 $x313 $x39202 $x39202 $x513 $x313 $x39488 $x39488 $x513 $x313 $x39774 $x39774 $x513 $x313 $x40060 $x40060 $x513 $x313 $x40346 $x40346 $x513 $x313 $x40632 $x40632 $x513 $x313 $x40918 $x40918 $x513 $x313 $x41204 $x41204 $x513 $x313 $x41490 $x41490 $x513 $x313 $x41776 $x41776 $x513 $x313 $x42062 $x42062 $x513 $x313 $x42348 $x42348 $x513 $x313 $x42634 $x42634 $x513 $x313 $x22446))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
