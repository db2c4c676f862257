// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice ERC-4337 v0.7's packed user operation, as the EntryPoint hands it to an account.
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// @notice The embedded wallet's smart account: one ECDSA owner, ERC-4337 v0.7 (the calls of
/// eth-infinitism's SimpleAccount: execute, executeBatch) and ERC-1271, so what the owner signs
/// for the account verifies as the account's (ERC-6492 covers it before deployment). The owner
/// signs an EIP-712 `LatchkeyAccountMessage(bytes32 hash)` bound to this account and chain, so
/// one owner's signature for one account is never valid for another.
contract LatchkeyAccount {
    bytes4 internal constant ERC1271_MAGIC = 0x1626ba7e;
    uint256 internal constant SIG_VALIDATION_FAILED = 1;
    // secp256k1n / 2: a larger s is the malleable twin of a valid signature (EIP-2).
    uint256 internal constant HALF_N =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;
    bytes32 internal constant DOMAIN_TYPEHASH = keccak256(
        "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
    );
    bytes32 internal constant MESSAGE_TYPEHASH = keccak256("LatchkeyAccountMessage(bytes32 hash)");

    address public immutable entryPoint;
    address public immutable owner;

    error NotAllowed();
    error LengthMismatch();

    constructor(address anEntryPoint, address anOwner) {
        entryPoint = anEntryPoint;
        owner = anOwner;
    }

    receive() external payable {}

    /// @notice ERC-4337: the owner's EIP-191 signature of the user operation hash.
    function validateUserOp(
        PackedUserOperation calldata userOp,
        bytes32 userOpHash,
        uint256 missingAccountFunds
    ) external returns (uint256 validationData) {
        if (msg.sender != entryPoint) revert NotAllowed();
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        validationData = signedByOwner(digest, userOp.signature) ? 0 : SIG_VALIDATION_FAILED;
        if (missingAccountFunds > 0) {
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            (paid); // The EntryPoint checks the deposit itself.
        }
    }

    function execute(address dest, uint256 value, bytes calldata func) external {
        onlyEntryPointOrOwner();
        forward(dest, value, func);
    }

    /// @notice As SimpleAccount v0.7: `value` is empty (no value sent) or one per call.
    function executeBatch(address[] calldata dest, uint256[] calldata value, bytes[] calldata func)
        external
    {
        onlyEntryPointOrOwner();
        if (dest.length != func.length || (value.length != 0 && value.length != func.length)) {
            revert LengthMismatch();
        }
        for (uint256 i = 0; i < dest.length; i++) {
            forward(dest[i], value.length == 0 ? 0 : value[i], func[i]);
        }
    }

    /// @notice ERC-1271: valid when the owner signed `replaySafeHash(hash)`.
    function isValidSignature(bytes32 hash, bytes calldata signature)
        external
        view
        returns (bytes4)
    {
        return signedByOwner(replaySafeHash(hash), signature) ? ERC1271_MAGIC : bytes4(0xffffffff);
    }

    /// @notice The EIP-712 digest the owner signs for `hash` on behalf of this account.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(
                DOMAIN_TYPEHASH,
                keccak256("Latchkey Account"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
        return keccak256(
            abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)))
        );
    }

    function onlyEntryPointOrOwner() internal view {
        if (msg.sender != entryPoint && msg.sender != owner) revert NotAllowed();
    }

    function forward(address target, uint256 value, bytes calldata data) internal {
        (bool success, bytes memory result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// @notice True for a well-formed 65-byte signature of `digest` by the owner.
    function signedByOwner(bytes32 digest, bytes calldata signature) internal view returns (bool) {
        address signer = recover(digest, signature);
        return signer != address(0) && signer == owner;
    }

    /// @notice The signer of a 65-byte signature, or address(0) for anything malformed.
    function recover(bytes32 digest, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_N || (v != 27 && v != 28)) return address(0);
        return ecrecover(digest, v, r, s);
    }
}

/// @notice Deploys one LatchkeyAccount per (owner, salt) with CREATE2; the address is known
/// before deployment (the calls of eth-infinitism's SimpleAccountFactory).
contract LatchkeyAccountFactory {
    address public immutable entryPoint;

    constructor(address anEntryPoint) {
        entryPoint = anEntryPoint;
    }

    /// @notice Deploys the account, or returns it when it is already there (EntryPoint initCode).
    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        return address(new LatchkeyAccount{salt: bytes32(salt)}(entryPoint, owner));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 code = keccak256(
            abi.encodePacked(type(LatchkeyAccount).creationCode, abi.encode(entryPoint, owner))
        );
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), code))))
        );
    }
}
